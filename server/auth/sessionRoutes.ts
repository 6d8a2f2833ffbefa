// Session calls (SPEC section 7 "Session and token"): check, session, gettoken, disconnect.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_AUTO_LOGOFF_MINUTES, REFRESH_COOKIE } from '../../domain/auth/authConstants';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { refuse } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { successSchema } from './authSchemas';
import { authenticate, hasTermsChanged, presentedAccessToken } from './currentUser';
import {
  clearSessionCookies,
  endSessionsEverywhere,
  refreshSession,
  sha256,
} from './sessionTokens';
import { closedOptionalObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import { BRAND_ID_PATTERN } from '../../domain/userTransfer/userTransfer';
import { transferBrandOf } from '../userTransfer/transferNeed';

const nullableUserId = {
  type: ['integer', 'null'],
  description: 'users.id, or null for a guest',
} as const;

/**
 * The signed-in user: by the access token, else (an expired access token) by rotating the refresh
 * cookie, which sets fresh cookies. Null for a guest.
 */
async function currentUserId(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const auth = await authenticate(ctx, request);
  if (auth.ok) return auth.user.id;
  if (!request.cookies[REFRESH_COOKIE]) return null;
  const refreshed = await refreshSession(ctx, request, reply);
  return refreshed.ok ? refreshed.userId : null;
}

/** A customer's ban level and version (0 and 0: not banned). */
async function banOf(
  ctx: ServerContext,
  userId: string,
): Promise<{ ban_level: number; ban_version: number }> {
  return ctx.database.db
    .selectFrom('users')
    .select(['ban_level', 'ban_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    '/web-api/auth/check',
    {
      schema: {
        summary: 'The signed-in user id, or null, and the ban (200 either way)',
        tags: ['auth'],
        response: {
          200: objectSchema(['user_id', 'ban_level', 'ban_version'], {
            user_id: nullableUserId,
            ban_level: {
              type: 'integer',
              description:
                '0 not banned: the client knows a ban as soon as the customer, and calls nothing the ban refuses',
            },
            ban_version: { type: 'integer' },
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await currentUserId(ctx, request, reply);
      if (userId === null) return { user_id: null, ban_level: 0, ban_version: 0 };
      const ban = await banOf(ctx, userId);
      return { user_id: Number(userId), ...ban };
    },
  );

  app.get(
    '/web-api/session',
    {
      schema: {
        summary:
          'The session: user id, ban level and version, terms state, auto logoff settings, the transfer needed',
        tags: ['auth'],
        response: {
          200: objectSchema(
            [
              'user_id',
              'ban_level',
              'ban_version',
              'is_terms_changed',
              'auto_logoff',
              'transfer_brand',
            ],
            {
              user_id: nullableUserId,
              ban_level: {
                type: 'integer',
                description: '0 not banned (SPEC section 6 "banned user")',
              },
              ban_version: { type: 'integer' },
              is_terms_changed: {
                type: 'boolean',
                description: 'The user must confirm changed terms',
              },
              auto_logoff: objectSchema(['enabled', 'inactive_minutes'], {
                enabled: { type: 'boolean', description: 'Site flag isAutoLogoffEnable' },
                inactive_minutes: { type: 'integer', description: 'autoLogoffInactiveMinutes' },
              }),
              transfer_brand: {
                type: ['string', 'null'],
                pattern: BRAND_ID_PATTERN,
                description:
                  'SPEC section 6: the brand (office) this account belongs to when it is not this one: the customer needs a transfer there (the transfer modal). Null: none needed, or a guest',
              },
            },
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { content, brandId } = requestScope(ctx, request);
      const { site } = brandOf(content, brandId);
      const autoLogoff = {
        enabled: site.isAutoLogoffEnable === true,
        inactive_minutes: site.autoLogoffInactiveMinutes ?? DEFAULT_AUTO_LOGOFF_MINUTES,
      };
      const userId = await currentUserId(ctx, request, reply);
      if (userId === null) {
        return {
          user_id: null,
          ban_level: 0,
          ban_version: 0,
          is_terms_changed: false,
          auto_logoff: autoLogoff,
          transfer_brand: null,
        };
      }
      const ban = await banOf(ctx, userId);
      return {
        user_id: Number(userId),
        ...ban,
        is_terms_changed: await hasTermsChanged(ctx, userId),
        auto_logoff: autoLogoff,
        transfer_brand: await transferBrandOf(ctx.database.db, content, userId, brandId),
      };
    },
  );

  app.get<{ Querystring: { force_refresh?: boolean } }>(
    '/web-api/user/gettoken',
    {
      schema: {
        summary:
          'An access token (JWT). force_refresh=true always trades the refresh cookie for a new one (rotation)',
        tags: ['auth'],
        querystring: closedOptionalObjectSchema({ force_refresh: { type: 'boolean' } }),
        response: {
          200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.query.force_refresh) {
        const auth = await authenticate(ctx, request);
        const token = presentedAccessToken(request);
        if (auth.ok && token) return { token };
      }
      const refreshed = await refreshSession(ctx, request, reply);
      // A self-exclusion, time-out or ended session limit: 403 with its reason and end.
      if (!refreshed.ok && refreshed.limit) throw refreshed.limit;
      if (!refreshed.ok) {
        // With a refresh cookie there was a session, and it has ended; without one, none.
        const reason = request.cookies[REFRESH_COOKIE] ? 'session_expired' : 'unauthorized';
        return refuse(reply, 401, reason, refreshed.reason);
      }
      return { token: refreshed.token };
    },
  );

  app.post(
    '/web-api/auth/disconnect',
    {
      schema: {
        summary: 'Signs out everywhere: every access token and refresh credential of the user ends',
        tags: ['auth'],
        response: { 200: successSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(ctx, request);
      let userId = auth.ok ? auth.user.id : null;
      const refresh = request.cookies[REFRESH_COOKIE];
      if (userId === null && refresh && refresh.length <= 200) {
        const row = await ctx.database.db
          .selectFrom('refresh_tokens')
          .select('user_id')
          .where('token_hash', '=', sha256(refresh))
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        userId = row ? String(row.user_id) : null;
      }
      if (userId !== null) await endSessionsEverywhere(ctx, userId);
      clearSessionCookies(ctx, reply);
      return { success: true };
    },
  );
}
