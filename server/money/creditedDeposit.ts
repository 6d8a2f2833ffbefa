// Whether a customer has a credited (successful) deposit: the user config's has_deposit, the
// bonus settings' first-deposit state, the first-deposit bonus and the referral reward read it.
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export async function hasCreditedDeposit(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  /** A deposit not to count (the one being credited now). */
  except?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'success');
  if (except !== undefined) query = query.where('id', '!=', except);
  const deposit = await query.limit(1).executeTakeFirst();
  return deposit !== undefined;
}
