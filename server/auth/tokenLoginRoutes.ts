// Token login (SPEC section 7 "Authentication": method_id, token, sign, lng): a signed-in device
// issues a one-time sign-in token (method 1, "QR login" among the SPEC's account areas), and
// another device signs in with it. The token lives 120 s, works once, and only its sha256 is
// stored; `sign` is the server's HMAC of the method and the token, so a token cannot be paired
// with another method. `lng` picks the page the signed-in device opens.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { brandOf } from '../config/siteConfig';
import { authErrorSchema, userIdSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { authUserOf, requireUser } from './currentUser';
import { sha256 } from './sessionTokens';
import { completeSignIn, userById } from './signInRoutes';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export const TOKEN_LOGIN_PATHS = {
  issue: '/web-api/user/login-token',
  login: '/web-api/auth/login/token',
} as const;

/** The token login methods: 1 a token issued by a signed-in device (QR login). */
export const TOKEN_LOGIN_METHODS = { qr: 1 } as const;
/** House rule: a sign-in token is good for 2 minutes. */
export const LOGIN_TOKEN_TTL_SECONDS = 120;
const PURPOSE = 'token_login';

function signOf(ctx: ServerContext, methodId: number, token: string): string {
  return createHmac('sha256', ctx.auth.secret).update(`${methodId}:${token}`).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerTokenLoginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.database.db;

  app.post(
    TOKEN_LOGIN_PATHS.issue,
    {
      preHandler: requireUser(ctx),
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary: 'A one-time sign-in token for another device (method_id 1), good for 120 s',
        tags: ['user'],
        response: {
          200: objectSchema(['method_id', 'token', 'sign', 'expires_in'], {
            method_id: { type: 'integer' },
            token: { type: 'string' },
            sign: { type: 'string' },
            expires_in: { type: 'integer', description: 'Seconds' },
          }),
          ...errorAnswers(401, 429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = authUserOf(request).id;
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('verification_codes')
        .values({
          purpose: PURPOSE,
          target: sha256(token),
          user_id: userId,
          // The token itself is the secret; the row is found by its hash.
          code_hash: '',
          expires_at: new Date(ctx.auth.now().getTime() + LOGIN_TOKEN_TTL_SECONDS * 1000),
        })
        .execute();
      const methodId = TOKEN_LOGIN_METHODS.qr;
      return {
        method_id: methodId,
        token,
        sign: signOf(ctx, methodId, token),
        expires_in: LOGIN_TOKEN_TTL_SECONDS,
      };
    },
  );

  app.post<{ Body: { method_id: number; token: string; sign: string; lng?: string } }>(
    TOKEN_LOGIN_PATHS.login,
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary: 'Signs in with a one-time token from POST /web-api/user/login-token',
        tags: ['auth'],
        body: closedObjectSchema(['method_id', 'token', 'sign'], {
          method_id: { type: 'integer', enum: Object.values(TOKEN_LOGIN_METHODS) },
          token: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' },
          sign: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          lng: { type: 'string', pattern: '^[a-z]{2}$' },
        }),
        response: {
          200: objectSchema(['success'], {
            success: { type: 'boolean' },
            user_id: userIdSchema,
            two_step_required: { type: 'boolean' },
            redirect: { type: 'string', description: 'The page to open: /{lng}/' },
          }),
          400: authErrorSchema,
          401: authErrorSchema,
          429: authErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { method_id: methodId, token, sign, lng } = request.body;
      if (!sameText(sign, signOf(ctx, methodId, token))) {
        throw new Refusal(401, 'wrong_code', 'sign does not match the token', 'sign');
      }
      const now = ctx.auth.now();
      // Spent atomically: of two devices presenting one token, one signs in.
      const used = await db
        .updateTable('verification_codes')
        .set({ used_at: now })
        .where('purpose', '=', PURPOSE)
        .where('target', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      const user = used?.user_id ? await userById(ctx, String(used.user_id)) : undefined;
      if (!user) {
        throw new Refusal(401, 'code_expired', 'token: expired, used or unknown', 'token');
      }
      const answer = await completeSignIn(ctx, reply, user, false);
      const { content, brandId } = requestScope(ctx, request);
      const { site } = brandOf(content, brandId);
      const language = lng && site.languages.includes(lng) ? lng : site.defaultLanguage;
      return { ...answer, redirect: `/${language}/` };
    },
  );
}
