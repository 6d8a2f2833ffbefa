import type { Kysely } from 'kysely';
import { notNull, userId } from './columns';
import { createIndex, dropTables } from './steps';

// Casino tournament prizes (server/bonus/tournamentPrizes.ts): one row per tournament, closed
// window and customer, inserted in the same SQL transaction as the ledger credit, so its primary
// key makes a repeated or concurrent sweep pay each prize once. The row keeps the place, the points
// and what was paid (the tournament page lists the customer's prizes) and points at the ledger
// transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_prizes')
    .$call(notNull({ tournament_id: 'integer', period_start: 'timestamptz' }))
    .$call(notNull({ period_end: 'timestamptz' }))
    .$call(userId('cascade'))
    .$call(notNull({ place: 'integer', points: 'bigint', currency_id: 'integer' }))
    .$call(notNull({ amount: 'bigint' }))
    .addColumn('transaction_id', 'bigint')
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_prizes_pkey', ['tournament_id', 'period_start', 'user_id'])
    .execute();
  await createIndex(db, 'tournament_prizes_user_idx', 'tournament_prizes', ['user_id', 'paid_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'tournament_prizes');
}
