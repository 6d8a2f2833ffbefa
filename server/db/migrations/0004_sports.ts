import type { Kysely } from 'kysely';
import { createdAt, notNull } from './columns';
import { createIndex, dropTables } from './steps';

// Results of finished games (server/sports/results): the results pages and, later, settlement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sport_results')
    .addColumn('game_id', 'bigint', (c) => c.primaryKey())
    .$call(notNull({ permanent_id: 'bigint', number: 'integer', sport_id: 'integer' }))
    .$call(notNull({ champ_id: 'integer', country_id: 'integer' }))
    .addColumn('cyber_type', 'text')
    .$call(notNull({ opponents: 'jsonb', start_at: 'timestamptz', finished_at: 'timestamptz' }))
    .$call(notNull({ score_home: 'integer', score_away: 'integer', score_full: 'text' }))
    .$call(notNull({ score_formatted: 'text', periods: 'jsonb', was_live: 'boolean' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'sport_results_finished_at_idx', 'sport_results', ['finished_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'sport_results');
}
