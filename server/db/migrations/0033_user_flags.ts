import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "User config": user_hide_balance (the customer's own choice, the header and the
// office show no balance) and disallow_line_sport / disallow_live_sport (set by an operator: the
// customer is not offered line or live betting, its navigation entries and pages).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('hide_balance', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('disallow_line_sport', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('disallow_live_sport', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('hide_balance')
    .dropColumn('disallow_line_sport')
    .dropColumn('disallow_live_sport')
    .execute();
}
