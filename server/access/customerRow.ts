// An operator's change to one customer's row (a ban, a frozen account, sports access, a status):
// the columns written and the ones read back in one statement; an unknown customer is 404.
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { UsersTable } from '../auth/tables';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';

type UserRow = Selectable<UsersTable>;

/** Sets `values` on the customer's row and answers `columns` of it as written. */
export async function updateCustomerRow<C extends keyof UserRow & string>(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  values: Updateable<UsersTable>,
  columns: readonly C[],
): Promise<Pick<UserRow, C>> {
  const row = await db
    .updateTable('users')
    .set(values)
    .where('id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, 'not_found', `No customer ${userId}`);
  return row as unknown as Pick<UserRow, C>;
}
