import { sql, type Kysely } from 'kysely';

// Results of finished games (server/sports/results): the results pages and, later, settlement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sport_results')
    .addColumn('game_id', 'bigint', (c) => c.primaryKey())
    .addColumn('permanent_id', 'bigint', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('champ_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('cyber_type', 'text')
    .addColumn('opponents', 'jsonb', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addColumn('score_home', 'integer', (c) => c.notNull())
    .addColumn('score_away', 'integer', (c) => c.notNull())
    .addColumn('score_full', 'text', (c) => c.notNull())
    .addColumn('score_formatted', 'text', (c) => c.notNull())
    .addColumn('periods', 'jsonb', (c) => c.notNull())
    .addColumn('was_live', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sport_results_finished_at_idx')
    .on('sport_results')
    .column('finished_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sport_results').execute();
}
