import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, nullable } from './columns';
import { createIndex, dropTables } from './steps';

// Block appeals (SPEC sections 4 "Bans", 6: the block-appeal-history page, server/access/appeals.ts):
// a banned customer's appeal, its status and the operator's answer. One pending appeal a customer
// at a time, held by a partial unique index, so two concurrent submissions cannot both pass.
// Also the index the game statistics read the championship's stored results by
// (server/sports/statistics/gameStatistics.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await customerTable(db, 'block_appeals', 'cascade')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .$call(nullable({ answer: 'text', answered_at: 'timestamptz' }))
    .addColumn('answered_by', 'bigint', (c) => c.references('operators.id').onDelete('set null'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'block_appeals_user_idx', 'block_appeals', ['user_id', 'created_at']);
  await createIndex(db, 'block_appeals_status_idx', 'block_appeals', ['status', 'created_at']);
  await sql`create unique index block_appeals_one_pending on block_appeals (user_id) where status = 'pending'`.execute(
    db,
  );
  await createIndex(db, 'sport_results_champ_idx', 'sport_results', ['champ_id', 'finished_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sport_results_champ_idx').execute();
  await dropTables(db, 'block_appeals');
}
