// SPEC section 7 "Social sign-in": the one-tap prompt's calls. GET .../clientId answers the
// client id of the brand's one-tap provider and a nonce; POST takes the provider's ID token
// (multipart: credential, language, currency, countryId), verifies it (signature by the
// provider's JWKS, issuer, audience, expiry, our nonce once), signs the customer in (registering
// a new one, soc_reg) and answers where to go.
import { registrationAttribution } from '../auth/registrationAttribution';
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { COUNTRY_IDS } from '../../domain/auth/countries';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import { SOCIAL_NONCE_TTL_SECONDS } from '../../domain/social/socialConstants';
import { startSession } from '../auth/sessionTokens';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { identityOf, issueNonce, spendNonce, verifyIdToken } from './idTokenCheck';
import { signInOrRegister } from './socialAccounts';
import { afterSuccess } from './socialPaths';
import type { SocialProviders } from './socialProviders';
import { objectSchema } from '../../domain/contract/jsonSchema';

interface OneTapBody {
  credential: string;
  language?: string;
  currency?: string;
  countryId?: string;
}

const digits = (values: readonly number[]) => ({
  type: 'string',
  enum: values.map(String),
});

export async function registerOneTapRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: SocialProviders,
): Promise<void> {
  app.get(
    '/social-api/oauth/google-one-tap/clientId',
    {
      schema: {
        summary: "The one-tap provider's client id, and a nonce its ID token must carry",
        tags: ['social'],
        response: {
          200: objectSchema(['clientId', 'nonce', 'provider', 'providerName'], {
            clientId: { type: 'string' },
            nonce: { type: 'string', description: 'Good for 10 minutes, once' },
            provider: { type: 'string' },
            providerName: { type: 'string' },
          }),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      const provider = providers.oneTap(brandId);
      if (!provider) {
        throw new Refusal(404, 'social_provider_unknown', 'this brand has no one-tap provider');
      }
      const nonce = randomBytes(24).toString('base64url');
      await issueNonce(ctx, brandId, nonce, SOCIAL_NONCE_TTL_SECONDS);
      reply.header('cache-control', 'no-store');
      return {
        clientId: provider.clientId,
        nonce,
        provider: provider.id,
        providerName: provider.name,
      };
    },
  );

  // Multipart is parsed for this route only (an encapsulated context).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 8, fieldSize: 8 * 1024, files: 0, parts: 8 },
    });
    // A body busboy cannot read (no boundary, broken framing) is bad input, not a server fault;
    // anything else goes on to the app's error handler.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request) => {
      if (request.body === undefined && error.statusCode === undefined) {
        throw new Refusal(400, 'bad_request', `body: ${error.message}`);
      }
      throw error;
    });
    scope.post<{ Body: OneTapBody }>(
      '/social-api/oauth/google-one-tap',
      {
        schema: {
          summary: 'Signs in (registering when new) with the one-tap ID token',
          tags: ['social'],
          consumes: ['multipart/form-data'],
          body: objectSchema(['credential'], {
            credential: {
              type: 'string',
              minLength: 1,
              maxLength: 8000,
              pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$',
              description: "The provider's ID token (a signed JWT)",
            },
            language: { type: 'string', pattern: '^[a-z]{2}$' },
            currency: digits(SUPPORTED_CURRENCY_IDS),
            countryId: digits(COUNTRY_IDS),
          }),
          response: {
            200: objectSchema(['redirectUrl'], { redirectUrl: { type: 'string' } }),
            ...errorAnswers(400, 403, 404, 415),
          },
        },
      },
      async (request, reply) => {
        const { content, brandId } = requestScope(ctx, request);
        const provider = providers.oneTap(brandId);
        if (!provider) {
          throw new Refusal(404, 'social_provider_unknown', 'this brand has no one-tap provider');
        }
        const body = request.body;
        const payload = await verifyIdToken(
          body.credential,
          provider,
          await providers.keys(provider),
          ctx.auth.now(),
        );
        await spendNonce(ctx, brandId, payload);
        const { site } = brandOf(content, brandId);
        const { userId } = await signInOrRegister(ctx, provider, identityOf(payload), {
          currencyId: body.currency === undefined ? null : Number(body.currency),
          countryId: body.countryId === undefined ? null : Number(body.countryId),
          geoCountryId: site.geoCountryId,
          attribution: registrationAttribution(site, request),
        });
        await startSession(ctx, reply, userId, true);
        const language =
          body.language !== undefined && site.languages.includes(body.language)
            ? body.language
            : site.defaultLanguage;
        return { redirectUrl: afterSuccess('sign_in', language, provider.id) };
      },
    );
  });
}
