import { sql, type Kysely } from 'kysely';

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
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('is_section', 'boolean', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** The name folded for search (lower case, no accents): server/casino/catalogue/searchText.ts. */
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull().unique())
    .addColumn('old_route', 'text', (c) => c.unique())
    .addColumn('provider_id', 'text', (c) =>
      c.notNull().references('casino_providers.id').onDelete('restrict'),
    )
    .addColumn('section_id', 'text', (c) =>
      c.notNull().references('casino_categories.id').onDelete('restrict'),
    )
    .addColumn('tag_id', 'smallint')
    .addColumn('art_from', 'text', (c) => c.notNull())
    .addColumn('art_to', 'text', (c) => c.notNull())
    .addColumn('art_accent', 'text', (c) => c.notNull())
    .addColumn('is_new', 'boolean', (c) => c.notNull())
    .addColumn('is_popular', 'boolean', (c) => c.notNull())
    .addColumn('is_jackpot', 'boolean', (c) => c.notNull())
    .addColumn('has_demo', 'boolean', (c) => c.notNull())
    /** Percent in hundredths (9650 is 96.5 %). */
    .addColumn('rtp_hundredths', 'integer')
    .addColumn('volatility', 'text', (c) => c.check(sql`volatility in ('low', 'medium', 'high')`))
    .addColumn('engine_key', 'text')
    /** Higher first in 'popular' order. */
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('released_on', 'date', (c) => c.notNull())
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
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_games.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('casino_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('casino_game_categories_pk', ['game_id', 'category_id'])
    .execute();
  await sql`create index casino_game_categories_category_idx on casino_game_categories (category_id, game_id)`.execute(
    db,
  );

  /** A game is available everywhere except the countries listed for it. */
  await db.schema
    .createTable('casino_game_closed_countries')
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_games.id').onDelete('cascade'),
    )
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_game_closed_countries_pk', ['country_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_favorites')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_games.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('casino_favorites_pk', ['user_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_recently_played')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_games.id').onDelete('cascade'),
    )
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
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('art_from', 'text', (c) => c.notNull())
    .addColumn('art_to', 'text', (c) => c.notNull())
    .addColumn('art_accent', 'text', (c) => c.notNull())
    .addColumn('target_route', 'text')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) =>
      c.notNull().check(sql`schedule in ('daily', 'weekly', 'monthly')`),
    )
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('min_stake', 'bigint', (c) => c.notNull())
    /** [{ fromPlace, toPlace, amount }] */
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('art_from', 'text', (c) => c.notNull())
    .addColumn('art_to', 'text', (c) => c.notNull())
    .addColumn('art_accent', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('casino_tournament_games')
    .addColumn('tournament_id', 'integer', (c) =>
      c.notNull().references('casino_tournaments.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_games.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('casino_tournament_games_pk', ['tournament_id', 'game_id'])
    .execute();

  // Leaderboards and cashback read casino postings by kind and time (reference names the game).
  await sql`create index ledger_transactions_casino_idx on ledger_transactions (kind, created_at) where kind in ('casino_bet', 'casino_win', 'casino_rollback')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transactions_casino_idx`.execute(db);
  for (const table of [
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
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
