// Who is asking: the access token (cookie `user_token` or `Authorization: Bearer`) checked against
// its signature, its exp and the user's current token version (sign-out everywhere).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  TERMS_EXCEPTION_CODE,
  TERMS_UPDATED_AT,
} from '../../domain/auth/authConstants';
import { assertBanAllows } from '../access/banGate';
import { refuse, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { verifyJwt } from './jwt';
import { nowSeconds } from './sessionTokens';

export interface AuthUser {
  /** users.id (bigint) as a decimal string. */
  id: string;
  /** SPEC section 6: banned when above 0 (server/access/banGate.ts decides what stays open). */
  banLevel: number;
  banVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

/**
 * A refused authentication: `why` is English for logs; `refusal` is the reason the customer sees
 * (no token at all, or one that expired or was ended by a sign-out elsewhere).
 */
export type Authentication =
  | { ok: true; user: AuthUser }
  | { ok: false; why: string; refusal: 'unauthorized' | 'session_expired' };

/** The access token a request carries: the Bearer header wins over the cookie. */
export function presentedAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header);
    return match?.[1] ?? '';
  }
  return request.cookies[ACCESS_COOKIE];
}

/**
 * Who is asking, for a customer route: as identify, and a banned customer on a route the ban does
 * not leave open is refused 403 `customer_banned` (thrown; server/access/banGate.ts). Every
 * customer route authenticates through here (requireUser, or directly for optional sign-in).
 */
export async function authenticate(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<Authentication> {
  const result = await identify(ctx, request);
  if (result.ok) assertBanAllows(request, result.user);
  return result;
}

/**
 * The request shows a customer session: a valid access token, or a refresh cookie the client will
 * trade for one (the access token is short-lived). For what a visitor is shown, never for what a
 * customer may do.
 */
export async function showsCustomerSession(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<boolean> {
  if (request.cookies[REFRESH_COOKIE]) return true;
  return (await identify(ctx, request)).ok;
}

/** Who is asking, bans not checked (the block check and the page shell read the ban). */
export async function identify(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<Authentication> {
  const token = presentedAccessToken(request);
  if (!token) {
    return { ok: false, why: 'Sign-in required: no access token', refusal: 'unauthorized' };
  }
  const check = verifyJwt(token, ctx.auth.secret, nowSeconds(ctx));
  if (!check.ok) {
    return {
      ok: false,
      why: `Sign-in required: ${check.reason}`,
      refusal: check.reason === 'token expired' ? 'session_expired' : 'unauthorized',
    };
  }
  const user = await ctx.database.db
    .selectFrom('users')
    .select(['token_version', 'ban_level', 'ban_version'])
    .where('id', '=', check.claims.sub)
    .executeTakeFirst();
  if (!user || user.token_version !== check.claims.ver) {
    return {
      ok: false,
      why: 'Sign-in required: the session has ended',
      refusal: 'session_expired',
    };
  }
  return {
    ok: true,
    user: { id: check.claims.sub, banLevel: user.ban_level, banVersion: user.ban_version },
  };
}

/** Fastify preHandler: sets request.authUser, or answers 401 with the reason of the refusal. */
export function requireUser(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const result = await authenticate(ctx, request);
    if (!result.ok) return refuse(reply, 401, result.refusal, result.why);
    request.authUser = result.user;
    // A customer's own answer: no shared cache, and no service worker cache, keeps it.
    reply.header('cache-control', 'private, no-store');
  };
}

/** The signed-in user (after requireUser); throws if a route forgot the preHandler. */
export function authUserOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error('requireUser must run before this handler');
  return request.authUser;
}

/** Whether the user accepted the terms before their latest change (SPEC section 4 "Terms"). */
export async function hasTermsChanged(ctx: ServerContext, userId: string): Promise<boolean> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('terms_accepted_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.terms_accepted_at.getTime() < Date.parse(TERMS_UPDATED_AT);
}

/**
 * preHandler after requireUser: until the user confirms changed terms, 451 with reason
 * 'terms_changed' and SPEC section 8's exception_code 1 (the client's terms interceptor reads it).
 */
export function requireConfirmedTerms(ctx: ServerContext): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (await hasTermsChanged(ctx, authUserOf(request).id)) {
      return reply.status(451).send({
        ...refusalBody(451, 'terms_changed', 'The terms have changed: confirm them to continue'),
        exception_code: TERMS_EXCEPTION_CODE,
      });
    }
  };
}
