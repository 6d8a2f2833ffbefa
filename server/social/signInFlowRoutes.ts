// The browser sign-in through a provider (OpenID Connect authorization code flow with PKCE,
// state and nonce, by openid-client): GET /social-api/oauth/<id>/start sends the browser to the
// provider; its callback signs in (registering a new customer, soc_reg, SPEC section 2) or links
// the identity to the signed-in customer. The state is stored once and spent by the callback,
// and bound to the browser that started it by a cookie.
import { registrationAttribution } from '../auth/registrationAttribution';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { COUNTRY_IDS } from '../../domain/auth/countries';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import {
  SOCIAL_LOGIN_STATE_TTL_SECONDS,
  type SocialPurpose,
} from '../../domain/social/socialConstants';
import { authenticate } from '../auth/currentUser';
import { startSession } from '../auth/sessionTokens';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { identityOf } from './idTokenCheck';
import { linkIdentity, signInOrRegister } from './socialAccounts';
import { afterFailure, afterSuccess, callbackPath } from './socialPaths';
import type { SocialProvider, SocialProviders } from './socialProviders';
import { closedOptionalObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const STATE_COOKIE = 'social_state';
const providerIdSchema = { type: 'string', pattern: '^[a-z][a-z0-9]{1,23}$' } as const;

interface StartQuery {
  purpose?: SocialPurpose;
  lang?: string;
  currency?: number;
  countryId?: number;
}

interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
  iss?: string;
}

/** The brand's language the customer reads, else the brand's default. */
function languageOf(ctx: ServerContext, request: FastifyRequest, wanted: string | undefined) {
  const { content, brandId } = requestScope(ctx, request);
  const { site } = brandOf(content, brandId);
  return wanted !== undefined && site.languages.includes(wanted) ? wanted : site.defaultLanguage;
}

/** Normalised (no default port), as the provider compares the authorization and token requests' URIs. */
function redirectUri(request: FastifyRequest, provider: SocialProvider): string {
  return new URL(`${request.protocol}://${request.host}${callbackPath(provider.id)}`).href;
}

export function registerSignInFlowRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: SocialProviders,
): void {
  app.get<{ Params: { provider: string }; Querystring: StartQuery }>(
    '/social-api/oauth/:provider/start',
    {
      schema: {
        summary: 'Sends the browser to the provider to sign in (registering when new) or to link',
        tags: ['social'],
        params: objectSchema(['provider'], { provider: providerIdSchema }),
        querystring: closedOptionalObjectSchema({
          purpose: { type: 'string', enum: ['sign_in', 'link'], default: 'sign_in' },
          lang: { type: 'string', pattern: '^[a-z]{2}$' },
          currency: { type: 'integer', enum: [...SUPPORTED_CURRENCY_IDS] },
          countryId: { type: 'integer', enum: [...COUNTRY_IDS] },
        }),
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      const provider = providers.find(brandId, request.params.provider);
      if (!provider) {
        throw new Refusal(404, 'social_provider_unknown', 'provider: not offered here', 'provider');
      }
      const purpose = request.query.purpose ?? 'sign_in';
      let userId: string | null = null;
      if (purpose === 'link') {
        const auth = await authenticate(ctx, request);
        if (!auth.ok) throw new Refusal(401, auth.refusal, auth.why);
        userId = auth.user.id;
      }
      const config = await providers.configuration(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await ctx.database.db
        .insertInto('social_login_states')
        .values({
          state,
          brand: brandId,
          provider: provider.id,
          purpose,
          user_id: userId,
          code_verifier: codeVerifier,
          nonce,
          language: languageOf(ctx, request, request.query.lang),
          currency_id: request.query.currency ?? null,
          country_id: request.query.countryId ?? null,
          expires_at: new Date(ctx.auth.now().getTime() + SOCIAL_LOGIN_STATE_TTL_SECONDS * 1000),
        })
        .execute();
      reply.setCookie(STATE_COOKIE, state, {
        path: '/social-api/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.auth.secureCookies,
        maxAge: SOCIAL_LOGIN_STATE_TTL_SECONDS,
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(request, provider),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: CallbackQuery }>(
    '/social-api/oauth/:provider/callback',
    {
      schema: {
        summary: "The provider's answer: signs in, registers or links, then back to the site",
        tags: ['social'],
        params: objectSchema(['provider'], { provider: providerIdSchema }),
        querystring: {
          type: 'object',
          properties: {
            state: { type: 'string', maxLength: 200 },
            code: { type: 'string', maxLength: 2000 },
            error: { type: 'string', maxLength: 200 },
            iss: { type: 'string', maxLength: 500 },
          },
        },
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { brandId } = requestScope(ctx, request);
      const stateText = request.query.state ?? '';
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/social-api/' });
      // Spent whatever happens next: a state is good for one answer.
      const row = stateText
        ? await ctx.database.db
            .deleteFrom('social_login_states')
            .where('state', '=', stateText)
            .where('brand', '=', brandId)
            .where('provider', '=', request.params.provider)
            .returningAll()
            .executeTakeFirst()
        : undefined;
      const language = row?.language ?? languageOf(ctx, request, undefined);
      const purpose: SocialPurpose = row?.purpose ?? 'sign_in';
      const fail = (reason: string, why: string) => {
        request.log.info({ reason, why }, 'social sign-in refused');
        return reply.redirect(afterFailure(purpose, language, reason), 303);
      };
      if (!row || cookieState !== stateText || new Date(row.expires_at) <= ctx.auth.now()) {
        return fail('social_sign_in_failed', 'state unknown, expired or from another browser');
      }
      const provider = providers.find(brandId, row.provider);
      if (!provider) return fail('social_provider_unknown', 'provider no longer offered');
      let identity;
      try {
        const config = await providers.configuration(provider);
        const currentUrl = new URL(redirectUri(request, provider));
        currentUrl.search = new URL(request.url, 'http://x').search;
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: row.code_verifier,
          expectedState: row.state,
          expectedNonce: row.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return fail('social_sign_in_failed', 'no ID token');
        identity = identityOf(claims);
      } catch (err) {
        return fail('social_sign_in_failed', err instanceof Error ? err.message : String(err));
      }
      try {
        if (purpose === 'link') {
          await linkIdentity(ctx, String(row.user_id), provider, identity);
        } else {
          const { site } = brandOf(requestScope(ctx, request).content, brandId);
          const { userId } = await signInOrRegister(ctx, provider, identity, {
            currencyId: row.currency_id,
            countryId: row.country_id,
            geoCountryId: site.geoCountryId,
            attribution: registrationAttribution(site, request),
          });
          await startSession(ctx, reply, userId, true);
        }
      } catch (err) {
        if (err instanceof Refusal) return fail(err.reason, err.message);
        throw err;
      }
      return reply.redirect(afterSuccess(purpose, language, provider.id), 303);
    },
  );
}
