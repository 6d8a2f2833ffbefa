import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { isSupportedCurrency } from '../../domain/money/currencies';
import type { DatabaseSchema } from '../db/schema';

export type MoneyDb = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Opens a new customer's main account (type 0, active) and bonus account (type 4), both in the
 * registration currency (ISO 4217 numeric). Registration calls it inside the transaction that
 * inserts the user, so a user never exists without accounts.
 */
export async function openCustomerAccounts(
  db: MoneyDb,
  input: { userId: string; currencyId: number },
): Promise<void> {
  if (!isSupportedCurrency(input.currencyId)) {
    throw new RangeError(`Unsupported currency_id ${input.currencyId}`);
  }
  await db
    .insertInto('accounts')
    .values([
      {
        user_id: input.userId,
        type: ACCOUNT_TYPE.main,
        currency_id: input.currencyId,
        is_active: true,
      },
      {
        user_id: input.userId,
        type: ACCOUNT_TYPE.bonus,
        currency_id: input.currencyId,
        is_active: false,
      },
    ])
    .execute();
}
