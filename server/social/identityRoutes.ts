// The office's security page (SPEC section 2 office/security): the brand's providers, the
// customer's linked identities, and unlinking one. Linking goes through the provider
// (GET /social-api/oauth/<id>/start?purpose=link).
import type { FastifyInstance } from 'fastify';
import { authUserOf, requireUser } from '../auth/currentUser';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';
import { identitiesOf, unlinkIdentity } from './socialAccounts';
import type { SocialProviders } from './socialProviders';
import { arraySchema, objectSchema } from '../../domain/contract/jsonSchema';

const providersSchema = arraySchema(
  objectSchema(['id', 'name'], { id: { type: 'string' }, name: { type: 'string' } }),
);

export function registerIdentityRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: SocialProviders,
): void {
  app.get(
    '/social-api/providers',
    {
      schema: {
        summary: 'The providers this brand offers for sign-in',
        tags: ['social'],
        response: {
          200: objectSchema(['providers', 'oneTapProvider'], {
            providers: providersSchema,
            oneTapProvider: {
              type: ['string', 'null'],
              description: "The one-tap prompt's provider (SPEC section 6), or null for no prompt",
            },
          }),
        },
      },
    },
    async (request) => {
      const { brandId } = requestScope(ctx, request);
      return {
        providers: providers.list(brandId).map(({ id, name }) => ({ id, name })),
        oneTapProvider: providers.oneTap(brandId)?.id ?? null,
      };
    },
  );

  app.get(
    '/web-api/user/social-identities',
    {
      preHandler: requireUser(ctx),
      schema: {
        summary: "The customer's linked social identities and the providers to link",
        tags: ['social'],
        response: {
          200: objectSchema(['providers', 'identities'], {
            providers: providersSchema,
            identities: arraySchema(
              objectSchema(['provider', 'providerName', 'email', 'linkedAt'], {
                provider: { type: 'string' },
                providerName: { type: 'string' },
                email: { type: ['string', 'null'] },
                linkedAt: { type: 'string', format: 'date-time' },
              }),
            ),
          }),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { brandId } = requestScope(ctx, request);
      const offered = providers.list(brandId).map(({ id, name }) => ({ id, name }));
      const nameOf = (id: string) => offered.find((p) => p.id === id)?.name ?? id;
      return {
        providers: offered,
        identities: await identitiesOf(ctx, authUserOf(request).id, nameOf),
      };
    },
  );

  app.delete<{ Params: { provider: string } }>(
    '/web-api/user/social-identities/:provider',
    {
      preHandler: requireUser(ctx),
      schema: {
        summary: "Unlinks the customer's identity of a provider",
        tags: ['social'],
        params: objectSchema(['provider'], {
          provider: { type: 'string', pattern: '^[a-z][a-z0-9]{1,23}$' },
        }),
        response: {
          200: objectSchema(['success'], { success: { type: 'boolean' } }),
          ...errorAnswers(401, 404, 409),
        },
      },
    },
    async (request) => {
      await unlinkIdentity(ctx, authUserOf(request).id, request.params.provider);
      return { success: true };
    },
  );
}
