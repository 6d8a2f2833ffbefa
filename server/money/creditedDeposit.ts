// Whether a customer has a credited (successful) deposit: the user config's has_deposit and the
// bonus settings' first-deposit state read it.
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export async function hasCreditedDeposit(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
): Promise<boolean> {
  const deposit = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'success')
    .limit(1)
    .executeTakeFirst();
  return deposit !== undefined;
}
