// Who the operator is: the `operator_session` cookie (a random token; only its sha256 is stored).
// Operators are not customers: a customer's token never opens an operator endpoint, and an
// operator session never opens a customer one.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../domain/auth/authConstants';
import {
  can,
  type ContentKind,
  type OperatorIdentity,
  type OperatorPermission,
} from '../../domain/operators/roles';
import { newSecretToken, sha256 } from '../auth/sessionTokens';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { signInGate } from '../http/signInFirst';
import { identityOf } from './operatorAccounts';

export const OPERATOR_COOKIE = 'operator_session';
/** A working day and a half: an operator signs in again the next morning. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorIdentity;
  }
}

/** Starts a session: stores the token's hash and sets the cookie. */
export async function startOperatorSession(
  ctx: ServerContext,
  reply: FastifyReply,
  operatorId: string,
): Promise<void> {
  const token = newSecretToken();
  const expiresAt = new Date(ctx.auth.now().getTime() + OPERATOR_SESSION_TTL_SECONDS * 1000);
  await ctx.database.db
    .insertInto('operator_sessions')
    .values({ token_hash: sha256(token), operator_id: operatorId, expires_at: expiresAt })
    .execute();
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.auth.secureCookies,
    maxAge: OPERATOR_SESSION_TTL_SECONDS,
  });
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endOperatorSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[OPERATOR_COOKIE];
  if (token && TOKEN_PATTERN.test(token)) {
    await ctx.database.db
      .deleteFrom('operator_sessions')
      .where('token_hash', '=', sha256(token))
      .execute();
  }
  reply.clearCookie(OPERATOR_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.auth.secureCookies,
  });
}

/** The operator of the request's session cookie, or null (none, unknown, expired, disabled). */
export async function sessionOperator(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<OperatorIdentity | null> {
  const token = request.cookies[OPERATOR_COOKIE];
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await ctx.database.db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.login', 'o.role', 'o.brand'])
    .where('s.token_hash', '=', sha256(token))
    .where('s.expires_at', '>', ctx.auth.now())
    .where('o.disabled', '=', false)
    .executeTakeFirst();
  return row ? identityOf(row) : null;
}

/** Whether the request carries a customer's credentials (Bearer token or customer cookies). */
function carriesCustomerCredentials(request: FastifyRequest): boolean {
  return (
    /^Bearer /i.test(request.headers.authorization ?? '') ||
    Boolean(request.cookies[ACCESS_COOKIE]) ||
    Boolean(request.cookies[REFRESH_COOKIE])
  );
}

/**
 * Fastify preHandler: sets request.operator, or refuses: 401 operator_auth_required without an
 * operator session (403 operator_only when a customer's credentials came instead), 403
 * operator_forbidden when the role lacks `permission` (brand and kind checks: assertOperatorCan).
 * A sign-in gate: it runs before validation (server/http/signInFirst.ts).
 */
export function requireOperator(
  ctx: ServerContext,
  permission?: OperatorPermission,
): preHandlerAsyncHookHandler {
  return signInGate(async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const operator = await sessionOperator(ctx, request);
    if (!operator) {
      if (carriesCustomerCredentials(request)) {
        throw new Refusal(
          403,
          'operator_only',
          'operator endpoint: a customer session is not an operator',
        );
      }
      throw new Refusal(401, 'operator_auth_required', 'operator endpoint: sign in as an operator');
    }
    request.operator = operator;
    if (permission) assertOperatorCan(operator, permission);
  }, 'operatorSession');
}

/** The operator requireOperator found (call only in handlers behind it). */
export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw new Error('operatorOf: the route has no requireOperator');
  return request.operator;
}

/** Throws the 403 operator_forbidden refusal unless `op` may do `permission` on `target`. */
export function assertOperatorCan(
  op: OperatorIdentity,
  permission: OperatorPermission,
  target?: { brand?: string; kind?: ContentKind },
): void {
  if (can(op, permission, target)) return;
  const on = [target?.kind, target?.brand].filter(Boolean).join(' of ');
  throw new Refusal(
    403,
    'operator_forbidden',
    `operator ${op.login} (${op.role}) may not ${permission}${on ? ` on ${on}` : ''}`,
  );
}
