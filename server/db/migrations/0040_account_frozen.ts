import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "Account state" isAccountFrozen: set by an operator (server/access/accountFreeze.ts).
// A frozen customer still signs in and sees the balance; bets, deposits, withdrawals and every
// other money movement they would start are refused 403 `account_frozen`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('account_frozen', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('account_frozen').execute();
}
