import { sql, type Kysely } from 'kysely';
import { createdAt, notNull, nullable, reference, userId } from './columns';
import { dropTables } from './steps';

// The casino catalogue (SPEC section 2 "Casino and games", section 3 "Games list item";
// server/casino/catalogue/): providers, categories (sections and their subcategories), games,
// the countries each game is closed in, customers' favourites and recently played games,
// promotions and tournaments. The catalogue rows are written at start (seedCatalogue), so a new
// catalogue version reaches existing databases without a migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_catalogue_versions')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('casino_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_connected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(notNull({ section_id: 'text', is_section: 'boolean', route: 'text' }))
    .$call(notNull({ sort_order: 'integer' }))
    .execute();

  await db.schema
    .createTable('casino_games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The name folded for search (lower case, no accents): server/casino/catalogue/searchText.ts. */
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('old_route', 'text', (c) => c.unique())
    .$call(reference('provider_id', 'text', 'casino_providers.id', 'restrict'))
    .$call(reference('section_id', 'text', 'casino_categories.id', 'restrict'))
    .addColumn('tag_id', 'smallint')
    .$call(notNull({ art_from: 'text', art_to: 'text', art_accent: 'text', is_new: 'boolean' }))
    .$call(notNull({ is_popular: 'boolean', is_jackpot: 'boolean', has_demo: 'boolean' }))
    /** Percent in hundredths (9650 is 96.5 %). */
    .addColumn('rtp_hundredths', 'integer')
    .addColumn('volatility', 'text', (c) => c.check(sql`volatility in ('low', 'medium', 'high')`))
    .addColumn('engine_key', 'text')
    /** Higher first in 'popular' order. */
    .$call(notNull({ popularity: 'integer', released_on: 'date' }))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create index casino_games_section_idx on casino_games (section_id, popularity desc, id)`.execute(
    db,
  );
  await sql`create index casino_games_provider_idx on casino_games (provider_id, popularity desc, id)`.execute(
    db,
  );
  await sql`create index casino_games_search_idx on casino_games (search_name text_pattern_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('casino_game_categories')
    .$call(reference('game_id', 'integer', 'casino_games.id', 'cascade'))
    .$call(reference('category_id', 'text', 'casino_categories.id', 'cascade'))
    .addPrimaryKeyConstraint('casino_game_categories_pk', ['game_id', 'category_id'])
    .execute();
  await sql`create index casino_game_categories_category_idx on casino_game_categories (category_id, game_id)`.execute(
    db,
  );

  /** A game is available everywhere except the countries listed for it. */
  await db.schema
    .createTable('casino_game_closed_countries')
    .$call(reference('game_id', 'integer', 'casino_games.id', 'cascade'))
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_game_closed_countries_pk', ['country_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_favorites')
    .$call(userId('cascade'))
    .$call(reference('game_id', 'integer', 'casino_games.id', 'cascade'))
    .$call(createdAt)
    .addPrimaryKeyConstraint('casino_favorites_pk', ['user_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_recently_played')
    .$call(userId('cascade'))
    .$call(reference('game_id', 'integer', 'casino_games.id', 'cascade'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_recently_played_pk', ['user_id', 'game_id'])
    .execute();
  await sql`create index casino_recently_played_user_idx on casino_recently_played (user_id, played_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('casino_promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** { ru: { title, summary, terms[] }, en: ..., ar: ... } */
    .$call(notNull({ texts: 'jsonb', art_from: 'text', art_to: 'text', art_accent: 'text' }))
    .$call(nullable({ target_route: 'text', ends_at: 'timestamptz' }))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) =>
      c.notNull().check(sql`schedule in ('daily', 'weekly', 'monthly')`),
    )
    .$call(notNull({ currency_id: 'integer', min_stake: 'bigint' }))
    /** [{ fromPlace, toPlace, amount }] */
    .$call(notNull({ prizes: 'jsonb', art_from: 'text', art_to: 'text', art_accent: 'text' }))
    .$call(notNull({ sort_order: 'integer' }))
    .execute();

  await db.schema
    .createTable('casino_tournament_games')
    .$call(reference('tournament_id', 'integer', 'casino_tournaments.id', 'cascade'))
    .$call(reference('game_id', 'integer', 'casino_games.id', 'cascade'))
    .addPrimaryKeyConstraint('casino_tournament_games_pk', ['tournament_id', 'game_id'])
    .execute();

  // Leaderboards and cashback read casino postings by kind and time (reference names the game).
  await sql`create index ledger_transactions_casino_idx on ledger_transactions (kind, created_at) where kind in ('casino_bet', 'casino_win', 'casino_rollback')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transactions_casino_idx`.execute(db);
  await dropTables(
    db,
    'casino_tournament_games',
    'casino_tournaments',
    'casino_promotions',
    'casino_recently_played',
    'casino_favorites',
    'casino_game_closed_countries',
    'casino_game_categories',
    'casino_games',
    'casino_categories',
    'casino_providers',
    'casino_catalogue_versions',
  );
}
