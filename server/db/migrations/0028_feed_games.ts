import { sql, type Kysely } from 'kysely';
import { dropTables } from './steps';

// The simulated feed's games, as the process running the feed last saved them
// (server/sports/feed/feedPersistence.ts): a restarted process, or the next holder of the feed
// lease, goes on with the same games, so the coupons on them settle as usual. `feed_state` is one
// row: the simulator's own state and the generation of the process that may write (a process
// that took over bumps it; an older one's writes then change nothing).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('state', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('feed_games')
    .addColumn('game_id', 'bigint', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'feed_games', 'feed_state');
}
