// House (system) accounts: the other side of customer postings. They have no user and may go
// negative (provider clearing is the money the provider owes or is owed), one per code and currency.
import type { MoneyDb } from './accounts';

export const HOUSE_ACCOUNT = {
  /** Money in transit with the payment provider: deposits come from here, withdrawals go here. */
  providerClearing: 'provider_clearing',
  /** Withdrawals requested and reserved but not yet settled or refused by the provider. */
  withdrawalsPending: 'withdrawals_pending',
  /** The sportsbook's side of bets: stakes come in here, wins and refunds are paid from here. */
  sportsbook: 'sportsbook',
  /**
   * The winnings tax withheld from coupon payments (SPEC partnerHasTaxes), owed to the tax
   * authority: a taxed win's posting credits it the tax (server/money/taxedPayout.ts).
   */
  winningsTax: 'winnings_tax',
  /**
   * The hyper bonus the house pays on won accumulators (domain/coupon/hyperBonus.ts): a bonus
   * posting debits it (server/money/taxedPayout.ts), so what the boosts cost shows apart.
   */
  hyperBonus: 'hyper_bonus',
} as const;

export type HouseAccountCode = (typeof HOUSE_ACCOUNT)[keyof typeof HOUSE_ACCOUNT];

/**
 * The sportsbook's side is split over this many house accounts per currency ('sportsbook',
 * 'sportsbook.1' ... 'sportsbook.15'), each customer's bets on one of them: every placement
 * updates its house account's balance under a row lock held to COMMIT, and one row for all
 * customers made placements wait on each other (bench/placement.ts measured it). The sportsbook's
 * balance is the sum over its shards.
 */
export const SPORTSBOOK_SHARDS = 16;

/** The sportsbook house account code a customer's stakes, wins and refunds go through. */
export function sportsbookAccountCode(userId: string | number): string {
  const shard = Number(BigInt(userId) % BigInt(SPORTSBOOK_SHARDS));
  return shard === 0 ? HOUSE_ACCOUNT.sportsbook : `${HOUSE_ACCOUNT.sportsbook}.${shard}`;
}

/** The id of the house account for the code and currency, created on first use. */
export async function houseAccountId(
  db: MoneyDb,
  code: HouseAccountCode | string,
  currencyId: number,
): Promise<string> {
  const find = () =>
    db
      .selectFrom('accounts')
      .select('id')
      .where('system_code', '=', code)
      .where('currency_id', '=', currencyId)
      .where('user_id', 'is', null)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return String(existing.id);
  await db
    .insertInto('accounts')
    .values({ user_id: null, type: null, system_code: code, currency_id: currencyId })
    .onConflict((oc) =>
      oc.columns(['system_code', 'currency_id']).where('user_id', 'is', null).doNothing(),
    )
    .execute();
  const created = await find();
  if (!created) throw new Error(`House account ${code}/${currencyId} could not be created`);
  return String(created.id);
}
