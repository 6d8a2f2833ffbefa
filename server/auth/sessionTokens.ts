// Sessions: the short-lived access JWT (`user_token`) and the refresh credential (an opaque random
// token in an httpOnly cookie, stored as its sha256, rotated on use, revoked on sign-out).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TTL_REMEMBER_SECONDS,
  REFRESH_TTL_SESSION_SECONDS,
} from '../../domain/auth/authConstants';
import type { ServerContext } from '../http/serverContext';
import { LimitRefusal } from '../limits/limitRefusal';
import { admitSignIn, assertSignInAllowed } from '../limits/signInLimits';
import { signJwt } from './jwt';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A new secret bearer token (32 random bytes, base64url); only its sha256 is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function nowSeconds(ctx: ServerContext): number {
  return Math.floor(ctx.auth.now().getTime() / 1000);
}

export async function issueAccessToken(ctx: ServerContext, userId: string): Promise<string> {
  const user = await ctx.database.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const iat = nowSeconds(ctx);
  return signJwt(
    { sub: userId, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS, ver: user.token_version },
    ctx.auth.secret,
  );
}

function setAccessCookie(ctx: ServerContext, reply: FastifyReply, token: string): void {
  // httpOnly: scripts get the token from GET /web-api/user/gettoken, never from the cookie.
  reply.setCookie(ACCESS_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.auth.secureCookies,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

function setRefreshCookie(
  ctx: ServerContext,
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  expiresAt: Date,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.auth.secureCookies,
    ...(persistent
      ? { maxAge: Math.max(0, Math.floor((expiresAt.getTime() - ctx.auth.now().getTime()) / 1000)) }
      : {}),
  });
}

export function clearSessionCookies(ctx: ServerContext, reply: FastifyReply): void {
  const common = { httpOnly: true, sameSite: 'lax' as const, secure: ctx.auth.secureCookies };
  reply.clearCookie(ACCESS_COOKIE, { ...common, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...common, path: REFRESH_COOKIE_PATH });
}

/** Signs the user in: a new refresh family and an access token, both as cookies. */
export async function startSession(
  ctx: ServerContext,
  reply: FastifyReply,
  userId: string,
  remember: boolean,
): Promise<string> {
  // Every sign-in route comes here: a self-exclusion, time-out or ended session limit refuses it.
  await admitSignIn(ctx.database.db, ctx.worldClock, userId);
  const ttl = remember ? REFRESH_TTL_REMEMBER_SECONDS : REFRESH_TTL_SESSION_SECONDS;
  const expiresAt = new Date(ctx.auth.now().getTime() + ttl * 1000);
  const refresh = newSecretToken();
  await ctx.database.db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: randomUUID(),
      token_hash: sha256(refresh),
      persistent: remember,
      expires_at: expiresAt,
    })
    .execute();
  const access = await issueAccessToken(ctx, userId);
  setRefreshCookie(ctx, reply, refresh, remember, expiresAt);
  setAccessCookie(ctx, reply, access);
  return access;
}

export type RefreshOutcome =
  | { ok: true; userId: string; token: string }
  /** `limit`: refused by a self-exclusion, time-out or ended session limit (server/limits/). */
  | { ok: false; reason: string; limit?: LimitRefusal };

/**
 * Trades the refresh cookie for a new access token and a new refresh token (rotation). A rotated
 * token shown again after the grace period is reuse: the whole family is revoked.
 */
export async function refreshSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RefreshOutcome> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented || presented.length > 200) return { ok: false, reason: 'No refresh credential' };
  const now = ctx.auth.now();
  const hash = sha256(presented);
  const next = newSecretToken();

  const outcome = await ctx.database.db.transaction().execute(async (trx) => {
    // Claim the token atomically: of two concurrent rotations only one updates the row.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('token_hash', '=', hash)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id', 'persistent', 'expires_at'])
      .executeTakeFirst();
    if (claimed) {
      await trx
        .insertInto('refresh_tokens')
        .values({
          user_id: claimed.user_id,
          family_id: claimed.family_id,
          token_hash: sha256(next),
          persistent: claimed.persistent,
          expires_at: claimed.expires_at,
        })
        .execute();
      return { kind: 'rotated' as const, ...claimed };
    }
    const row = await trx
      .selectFrom('refresh_tokens')
      .select(['user_id', 'family_id', 'rotated_at', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at <= now) return { kind: 'invalid' as const };
    const rotatedAgo = now.getTime() - (row.rotated_at as Date).getTime();
    if (rotatedAgo <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
      return { kind: 'raced' as const, user_id: row.user_id };
    }
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', row.family_id)
      .where('revoked_at', 'is', null)
      .execute();
    return { kind: 'reused' as const };
  });

  if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
    clearSessionCookies(ctx, reply);
    return {
      ok: false,
      reason:
        outcome.kind === 'reused'
          ? 'Refresh credential reused; the session is closed'
          : 'Refresh credential expired or revoked',
    };
  }
  const userId = String(outcome.user_id);
  try {
    await assertSignInAllowed(ctx.database.db, ctx.worldClock, userId);
  } catch (err) {
    if (!(err instanceof LimitRefusal)) throw err;
    clearSessionCookies(ctx, reply);
    return { ok: false, reason: err.message, limit: err };
  }
  const token = await issueAccessToken(ctx, userId);
  if (outcome.kind === 'rotated') {
    setRefreshCookie(ctx, reply, next, outcome.persistent, outcome.expires_at);
  }
  setAccessCookie(ctx, reply, token);
  return { ok: true, userId, token };
}

/** Sign-out or password change: every access token and refresh credential of the user ends. */
export async function endSessionsEverywhere(ctx: ServerContext, userId: string): Promise<void> {
  const now = ctx.auth.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

/** Whether the request's refresh credential came from a `remember` sign-in. */
export async function isPersistentSession(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<boolean> {
  const presented = request.cookies[REFRESH_COOKIE];
  if (!presented || presented.length > 200) return false;
  const row = await ctx.database.db
    .selectFrom('refresh_tokens')
    .select('persistent')
    .where('token_hash', '=', sha256(presented))
    .executeTakeFirst();
  return row?.persistent ?? false;
}
