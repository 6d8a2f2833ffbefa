import type { Kysely } from 'kysely';

// Casino tournament prizes (server/bonus/tournamentPrizes.ts): one row per tournament, closed
// window and customer, inserted in the same SQL transaction as the ledger credit, so its primary
// key makes a repeated or concurrent sweep pay each prize once. The row keeps the place, the points
// and what was paid (the tournament page lists the customer's prizes) and points at the ledger
// transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_prizes')
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint')
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_prizes_pkey', ['tournament_id', 'period_start', 'user_id'])
    .execute();
  await db.schema
    .createIndex('tournament_prizes_user_idx')
    .on('tournament_prizes')
    .columns(['user_id', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_prizes').execute();
}
