// Who is asking: the access token (cookie `user_token` or `Authorization: Bearer`) checked against
// its signature, its exp and the user's current token version (sign-out everywhere).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CompiledQuery } from 'kysely';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  TERMS_EXCEPTION_CODE,
  TERMS_UPDATED_AT,
} from '../../domain/auth/authConstants';
import { assertFreezeAllows } from '../access/accountFreeze';
import { assertBanAllows } from '../access/banGate';
import { Refusal, refuse, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { signInGate } from '../http/signInFirst';
import type { AccessClaims } from './jwt';
import { nowSeconds } from './sessionTokens';

export interface AuthUser {
  /** users.id (bigint) as a decimal string. */
  id: string;
  /** SPEC section 6: banned when above 0 (server/access/banGate.ts decides what stays open). */
  banLevel: number;
  banVersion: number;
  /** SPEC section 3 isAccountFrozen: no money moves (server/access/accountFreeze.ts). */
  accountFrozen: boolean;
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
  if (result.ok) assertCustomerAllows(request, result.user);
  return result;
}

/** The ban (403 `customer_banned`), then the frozen account (403 `account_frozen`). */
function assertCustomerAllows(request: FastifyRequest, user: AuthUser): void {
  assertBanAllows(request, user);
  assertFreezeAllows(request, user);
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

/** What the session check reads of the user (users row), beside the token's claims. */
export interface SessionRow {
  token_version: number;
  ban_level: number;
  ban_version: number;
  account_frozen: boolean;
}

/** The columns of SessionRow, for a statement that reads them along with something else. */
export const SESSION_COLUMNS = '"token_version", "ban_level", "ban_version", "account_frozen"';

/**
 * The session check's statement, built once (it runs on every customer request): what Kysely
 * compiles `selectFrom('users').select([...]).where('id', '=', id)` to.
 */
const SESSION_ROW_SQL = `select ${SESSION_COLUMNS} from "users" where "id" = $1`;

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; why: string; refusal: 'unauthorized' | 'session_expired' };

/** The access token's own checks (presence, signature, exp), before the database is asked. */
export async function checkAccessToken(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<AccessTokenCheck> {
  const token = presentedAccessToken(request);
  if (!token) {
    return { ok: false, why: 'Sign-in required: no access token', refusal: 'unauthorized' };
  }
  const check = await ctx.auth.accessTokens.verify(token, nowSeconds(ctx));
  if (!check.ok) {
    return {
      ok: false,
      why: `Sign-in required: ${check.reason}`,
      refusal: check.reason === 'token expired' ? 'session_expired' : 'unauthorized',
    };
  }
  return check;
}

/**
 * The session as the user's row shows it now: a token issued before the latest sign-out
 * everywhere or password change (an older token version), or for a user who is gone, has ended.
 * The row is read from the database on every request, never cached: a revocation holds on every
 * server process at once.
 */
export function sessionOf(claims: AccessClaims, row: SessionRow | undefined): Authentication {
  if (!row || row.token_version !== claims.ver) {
    return {
      ok: false,
      why: 'Sign-in required: the session has ended',
      refusal: 'session_expired',
    };
  }
  return {
    ok: true,
    user: {
      id: claims.sub,
      banLevel: row.ban_level,
      banVersion: row.ban_version,
      accountFrozen: row.account_frozen,
    },
  };
}

/** Who is asking, bans not checked (the block check and the page shell read the ban). */
export async function identify(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<Authentication> {
  const check = await checkAccessToken(ctx, request);
  if (!check.ok) return check;
  const { rows } = await ctx.database.db.executeQuery<SessionRow>(
    CompiledQuery.raw(SESSION_ROW_SQL, [check.claims.sub]),
  );
  return sessionOf(check.claims, rows[0]);
}

/**
 * Fastify preHandler: sets request.authUser, or answers 401 with the reason of the refusal. A
 * sign-in gate: it runs before validation (server/http/signInFirst.ts).
 */
export function requireUser(ctx: ServerContext): preHandlerAsyncHookHandler {
  return signInGate(async (request, reply) => {
    const result = await authenticate(ctx, request);
    if (!result.ok) return refuse(reply, 401, result.refusal, result.why);
    request.authUser = result.user;
    // A customer's own answer: no shared cache, and no service worker cache, keeps it.
    reply.header('cache-control', 'private, no-store');
  }, 'customerSession');
}

/**
 * The access token's own checks as a gate (401 without a valid, unexpired token), for a route
 * that checks the session itself later in the same statement as its read (readSignedIn) or in
 * its handler: a guest is refused before validation all the same.
 */
export function requireAccessToken(ctx: ServerContext): preHandlerAsyncHookHandler {
  return signInGate(async (request) => {
    const check = await checkAccessToken(ctx, request);
    // Thrown: the route's own error handler words it (the limit service answers its own shape).
    if (!check.ok) throw new Refusal(401, check.refusal, check.why);
  }, 'customerSession');
}

/**
 * What a read-only customer route does instead of the requireUser preHandler when its read can
 * carry the session check in the same statement (one round trip instead of two): `read` gets the
 * token's user id and answers the user's SessionRow (undefined when there is no such user) with
 * its value. The value is given only when the session holds and the ban allows the route; else
 * the reply is sent (401 as requireUser, 403 `customer_banned` thrown as authenticate) and this
 * answers undefined. `read` runs before the check, so it must not change anything.
 */
export async function readSignedIn<T>(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  read: (userId: string) => Promise<{ session: SessionRow | undefined; value: T }>,
): Promise<T | undefined> {
  const check = await checkAccessToken(ctx, request);
  if (!check.ok) {
    refuse(reply, 401, check.refusal, check.why);
    return undefined;
  }
  const { session, value } = await read(check.claims.sub);
  const result = sessionOf(check.claims, session);
  if (!result.ok) {
    refuse(reply, 401, result.refusal, result.why);
    return undefined;
  }
  assertCustomerAllows(request, result.user);
  request.authUser = result.user;
  reply.header('cache-control', 'private, no-store');
  return value;
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
