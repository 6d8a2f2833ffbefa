// Terms and rules (SPEC section 4 "Terms", section 7 agreement-rules status): a customer who
// accepted the terms before TERMS_UPDATED_AT must confirm them; until then calls guarded by
// requireConfirmedTerms answer 451 with exception_code 1.
import type { FastifyInstance } from 'fastify';
import { TERMS_UPDATED_AT } from '../../domain/auth/authConstants';
import { CONSENT_TIME_PARAM } from '../../domain/notices';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { successSchema } from './authSchemas';
import { authUserOf, hasTermsChanged, requireUser } from './currentUser';
import { objectSchema } from '../../domain/contract/jsonSchema';

export function registerTermsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = requireUser(ctx);

  app.get(
    '/web-api/api-v3/v2/user/agreement-rules/status',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Whether the terms changed since the customer accepted them',
        tags: ['user'],
        querystring: {
          type: 'object',
          properties: {
            [CONSENT_TIME_PARAM]: {
              type: 'integer',
              minimum: 0,
              maximum: 8_640_000_000_000_000,
              description: 'When the visitor answered the cookie question (ms since the epoch)',
            },
          },
        },
        response: {
          200: objectSchema(['result', 'updatedAt'], {
            result: { type: 'boolean', description: 'true: the customer must confirm' },
            updatedAt: { type: 'string', description: 'When the terms last changed (ISO 8601)' },
          }),
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        result: await hasTermsChanged(ctx, authUserOf(request).id),
        updatedAt: TERMS_UPDATED_AT,
      };
    },
  );

  app.post(
    '/web-api/api-v3/v2/user/agreement-rules/confirm',
    {
      preHandler: signedIn,
      schema: {
        summary: 'The customer confirms the current terms',
        tags: ['user'],
        response: { 200: successSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await ctx.database.db
        .updateTable('users')
        .set({ terms_accepted_at: ctx.auth.now() })
        .where('id', '=', authUserOf(request).id)
        .execute();
      return { success: true };
    },
  );
}
