// Bans on the server (SPEC sections 4 "Bans", 6; ARCHITECTURE "the server is the authority"): a
// banned customer (ban_level > 0) is refused 403 `customer_banned` on every customer route, checked
// in the one place every customer route authenticates (server/auth/currentUser.ts authenticate).
// Two kinds of route stay open:
// - those that say who the customer is or end the session (the client needs ban_level to send the
//   customer off-site, and a way to sign out), and the block appeals (appeals.ts);
// - at ban level 45, or 53 with ban version 1, the withdrawal and what its page reads (the
//   account's balance, payment history and terms confirmation).
import type { FastifyRequest } from 'fastify';
import { banAllowsWithdrawal, isBanned } from '../../domain/access/contract';
import { Refusal } from '../http/refusal';

/** `METHOD /route/pattern` as Fastify registers it. */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** Open to every banned customer. */
export const BAN_IDENTITY_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'GET /web-api/auth/check',
  'GET /web-api/session',
  'GET /web-api/user/gettoken',
  'GET /web-api/user/config',
  // What a banned customer may still do (the rights call) and the grant it needs.
  'GET /web-api/user/secure-data',
  'GET /web-api/user/rights',
  'POST /web-api/auth/disconnect',
  'GET /web-api/api-v3/v2/user/agreement-rules/status',
  'POST /blocks-api/api/v2/block',
  // The block appeals (SPEC section 4 "Bans": the block-appeal-history page is for the banned).
  'GET /web-api/access/appeals',
  'POST /web-api/access/appeals',
]);

/** Open at the withdrawal exceptions (banAllowsWithdrawal). */
export const BAN_WITHDRAWAL_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /web-api/payments/withdraw',
  'GET /web-api/account/data',
  'GET /web-api/office/payments/history',
  'POST /web-api/api-v3/v2/user/agreement-rules/confirm',
]);

export interface CustomerBan {
  banLevel: number;
  banVersion: number;
}

function routeKeyOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** Whether a ban lets the customer use the route of this request. */
export function banAllowsRoute(request: FastifyRequest, ban: CustomerBan): boolean {
  if (!isBanned(ban.banLevel)) return true;
  const key = routeKeyOf(request) as RouteKey;
  if (BAN_IDENTITY_ROUTES.has(key)) return true;
  return BAN_WITHDRAWAL_ROUTES.has(key) && banAllowsWithdrawal(ban.banLevel, ban.banVersion);
}

/** Throws the 403 `customer_banned` refusal when the ban does not allow this request's route. */
export function assertBanAllows(request: FastifyRequest, ban: CustomerBan): void {
  if (!banAllowsRoute(request, ban)) {
    throw new Refusal(
      403,
      'customer_banned',
      `The customer is banned (level ${ban.banLevel}): ${routeKeyOf(request)} is refused`,
    );
  }
}
