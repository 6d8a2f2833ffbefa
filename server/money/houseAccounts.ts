// House (system) accounts: the other side of customer postings. They have no user and may go
// negative (provider clearing is the money the provider owes or is owed), one per code and currency.
import type { MoneyDb } from './accounts';

export const HOUSE_ACCOUNT = {
  /** Money in transit with the payment provider: deposits come from here, withdrawals go here. */
  providerClearing: 'provider_clearing',
  /** Withdrawals requested and reserved but not yet settled or refused by the provider. */
  withdrawalsPending: 'withdrawals_pending',
} as const;

export type HouseAccountCode = (typeof HOUSE_ACCOUNT)[keyof typeof HOUSE_ACCOUNT];

/** The id of the house account for the code and currency, created on first use. */
export async function houseAccountId(
  db: MoneyDb,
  code: HouseAccountCode,
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
