// A frozen account (SPEC section 3 "Account state" isAccountFrozen), set by an operator. What a
// sportsbook does with a frozen account: the customer still signs in, reads the balance, the
// history and the messages, and every call that would move money is refused 403
// `account_frozen` before it is validated further: bets, cash-outs, pool tickets, deposits,
// withdrawals, conversions, promo codes and real-money casino play. Checked where every customer
// route authenticates (server/auth/currentUser.ts), beside the ban.
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ACCESS_PATHS,
  type AccountFreezeRequest,
  type AccountFreezeResponse,
} from '../../domain/access/contract';
import { GAME_LAUNCH_PATH } from '../../domain/casino/gameLaunch';
import { BONUS_PATHS } from '../../domain/bonus/contract';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import type { CustomerSwitch } from './customerSwitchRoutes';
import { updateCustomerRow } from './customerRow';

/** `METHOD /route/pattern` of the routes that move a customer's money. */
export const FROZEN_REFUSED_ROUTES: ReadonlySet<string> = new Set([
  'POST /web-api/coupon/place',
  'POST /web-api/coupon/:couponId/cash-out',
  'PUT /web-api/coupon/:couponId/auto-cash-out',
  'POST /web-api/toto/tickets',
  'POST /web-api/lotto/tickets',
  'POST /web-api/payments/deposit',
  'POST /web-api/payments/withdraw',
  'POST /web-api/account/conversion',
  `POST ${BONUS_PATHS.promoRedeem}`,
  `POST ${GAME_LAUNCH_PATH}`,
]);

/** Whether a request would move money: the launch only in real money (demo is free play). */
function movesMoney(request: FastifyRequest): boolean {
  const key = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (!FROZEN_REFUSED_ROUTES.has(key)) return false;
  if (request.routeOptions.url !== GAME_LAUNCH_PATH) return true;
  const body = request.body as { mode?: unknown } | undefined;
  return body?.mode !== 'demo';
}

/** Throws the 403 `account_frozen` refusal when a frozen customer's request would move money. */
export function assertFreezeAllows(request: FastifyRequest, user: { accountFrozen: boolean }) {
  if (user.accountFrozen && movesMoney(request)) {
    throw new Refusal(403, 'account_frozen', `The account is frozen: ${request.url} is refused`);
  }
}

export const accountFreezeBodySchema = closedObjectSchema(['isAccountFrozen'], {
  isAccountFrozen: { type: 'boolean' },
});

export const accountFreezeResponseSchema = objectSchema(['userId', 'isAccountFrozen'], {
  userId: { type: 'string' },
  isAccountFrozen: { type: 'boolean' },
});

export async function setAccountFrozen(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  change: AccountFreezeRequest,
): Promise<AccountFreezeResponse> {
  const row = await updateCustomerRow(db, userId, { account_frozen: change.isAccountFrozen }, [
    'id',
    'account_frozen',
  ]);
  return { userId: String(row.id), isAccountFrozen: row.account_frozen };
}

/** The operator's switch and its test-control twin (server/access/customerSwitchRoutes.ts). */
export const ACCOUNT_FREEZE_SWITCH: CustomerSwitch<AccountFreezeRequest> = {
  operatorPath: ACCESS_PATHS.operatorAccountFreeze(':userId'),
  testControlPath: ACCESS_PATHS.testControlAccountFreeze(':userId'),
  does: "freezes or unfreezes a customer's money",
  action: 'customer.account_freeze',
  body: accountFreezeBodySchema,
  response: accountFreezeResponseSchema,
  set: setAccountFrozen,
};
