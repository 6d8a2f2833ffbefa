// Free bets (docs/bonus.md "Free bets"): tokens of a fixed amount, rows of `bonuses` with kind
// 'free_bet' and no money on any customer account. A promo code or an operator grant creates one
// (creditBonus); a coupon's placement consumes it in the booking's transaction and stakes its
// amount from the house account `bonuses` (server/coupon/placement.ts); a void coupon gives it
// back (server/coupon/settlement.ts). Every change is a conditional update, so a token stakes
// exactly one open coupon however many placements race for it.
import { sql, type Transaction } from 'kysely';
import type { BonusTerms } from '../../domain/bonus/index';
import type { FreeBetToken } from '../../domain/coupon/index';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';
import { creditBonus, termsOf } from './bonusService';

type Trx = Transaction<DatabaseSchema>;

export { BONUS_HOUSE_ACCOUNT as FREE_BET_HOUSE_ACCOUNT } from './bonusService';

/** The token's columns a placement reads (left join on the body's freeBetId). */
export function freeBetTokenOf(row: {
  user_id: string | number;
  kind: string;
  status: string;
  product: string | null;
  amount: string | number;
  currency_id: number;
  expires_at: Date | string;
  terms: BonusTerms | string;
  credit_transaction_id: string | number | null;
}): FreeBetToken | null {
  // A free bet credited to the bonus account before tokens (migration 0027) is not a token.
  if (row.kind !== 'free_bet' || row.credit_transaction_id !== null) return null;
  const terms = termsOf(row);
  return {
    userId: String(row.user_id),
    status: row.status,
    product: row.product,
    amount: toSafeInteger(row.amount),
    currencyId: row.currency_id,
    expiresAtMs: new Date(row.expires_at).getTime(),
    minOdds: terms.minOdds ?? null,
  };
}

/**
 * Marks the customer's active, unexpired token used by `couponId`; false when another placement
 * took it first (PostgreSQL re-checks the condition on the row a concurrent writer committed).
 */
export async function consumeFreeBet(
  trx: Trx,
  input: { freeBetId: string; userId: string; couponId: string; at: Date },
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update bonuses set status = 'used', coupon_id = ${input.couponId}::bigint,
      used_at = ${input.at}::timestamptz
    where id = ${input.freeBetId}::bigint and user_id = ${input.userId}::bigint
      and kind = 'free_bet' and status = 'active' and credit_transaction_id is null
      and expires_at > ${input.at}::timestamptz
    returning id`.execute(trx);
  return rows.length === 1;
}

/** Gives a void coupon's token back, usable until its own expiry (the sweep ends a late one). */
export async function returnFreeBet(trx: Trx, freeBetId: string, couponId: string): Promise<void> {
  await trx
    .updateTable('bonuses')
    .set({ status: 'active', coupon_id: null, used_at: null })
    .where('id', '=', freeBetId)
    .where('status', '=', 'used')
    .where('coupon_id', '=', couponId)
    .execute();
}

/** An operator's grant: a sports free bet under the brand's sports terms (its minOdds). */
export async function grantFreeBet(
  trx: Trx,
  input: {
    userId: string;
    brand: string;
    amount: number;
    currencyId: number;
    expiryDays: number;
    minOdds: number | null;
    nowMs: number;
  },
): Promise<string | null> {
  return creditBonus(trx, {
    userId: input.userId,
    brand: input.brand,
    source: 'grant',
    product: 'sports',
    kind: 'free_bet',
    amount: input.amount,
    currencyId: input.currencyId,
    terms: {
      percent: 0,
      maxAmount: 0,
      minDeposit: 0,
      multiplier: 0,
      expiryDays: input.expiryDays,
      ...(input.minOdds !== null ? { minOdds: input.minOdds } : {}),
    },
    nowMs: input.nowMs,
  });
}
