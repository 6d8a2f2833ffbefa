// Writes the seeded catalogue (domain/casino/catalogueSeed.ts) at start, once per seed version
// (its name and a digest of its rows): a database that holds the current version is left alone,
// so every start after the first costs one read. Several processes starting at once take turns on an advisory lock.
import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { SEED_PROMOTIONS, SEED_TOURNAMENTS } from '../../../domain/casino/catalogueBonusSeed';
import {
  CATALOGUE_SEED_VERSION,
  SEED_PROVIDERS,
  seedGames,
  type SeedGame,
} from '../../../domain/casino/catalogueSeed';
import { foldForSearch } from '../../../domain/casino/catalogueSearch';
import { CASINO_SECTIONS, CASINO_SUBCATEGORIES } from '../../../domain/casino/catalogueTypes';
import type { DatabaseSchema } from '../../db/index';

/** An arbitrary constant: the advisory lock the seeding holds. */
const SEED_LOCK_KEY = 7_011_2026;

/**
 * The seed's version as stored: the named version and a digest of everything written, so a
 * change anywhere in the seed (a built-in title's RTP, a promotion's text) rewrites it too.
 */
export function catalogueSeedVersion(): string {
  const games = seedGames();
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        games,
        providers: SEED_PROVIDERS,
        promotions: SEED_PROMOTIONS,
        tournaments: SEED_TOURNAMENTS.map((t) => ({ ...t, games: t.games(games) })),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return `${CATALOGUE_SEED_VERSION}:${digest}`;
}

export async function seedCatalogue(db: Kysely<DatabaseSchema>): Promise<'seeded' | 'current'> {
  const version = catalogueSeedVersion();
  const current = await db
    .selectFrom('casino_catalogue_versions')
    .select('version')
    .executeTakeFirst();
  if (current?.version === version) return 'current';

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const again = await trx
      .selectFrom('casino_catalogue_versions')
      .select('version')
      .executeTakeFirst();
    if (again?.version === version) return 'current';

    const games = seedGames();
    await upsertSeedRows(
      trx,
      'casino_providers',
      SEED_PROVIDERS.map((p, index) => ({
        id: p.id,
        name: p.name,
        is_builtin: p.isBuiltin,
        is_connected: p.isConnected,
        sort_order: index,
      })),
    );

    const categories = CASINO_SECTIONS.flatMap((section, index) => [
      {
        id: section.id,
        section_id: section.id,
        is_section: true,
        route: section.route,
        sort_order: index * 100,
      },
      ...((CASINO_SUBCATEGORIES as Record<string, readonly string[]>)[section.id] ?? []).map(
        (sub, subIndex) => ({
          id: sub,
          section_id: section.id,
          is_section: false,
          route: `${section.route}/${sub}`,
          sort_order: index * 100 + subIndex + 1,
        }),
      ),
    ]);
    await upsertSeedRows(trx, 'casino_categories', categories);

    // Routes may move between games across versions: clear them before writing the new ones.
    await trx.updateTable('casino_games').set({ old_route: null }).execute();
    await sql`update casino_games set route = 'retired-' || id`.execute(trx);
    await upsertSeedRows(trx, 'casino_games', games.map(gameRow));
    const seededIds = games.map((g) => g.id);
    await trx
      .updateTable('casino_games')
      .set({ is_active: false })
      .where('id', 'not in', seededIds)
      .execute();

    await trx.deleteFrom('casino_game_categories').execute();
    await trx
      .insertInto('casino_game_categories')
      .values(
        games.flatMap((g) =>
          [g.sectionId, ...g.subcategories].map((category) => ({
            game_id: g.id,
            category_id: category,
          })),
        ),
      )
      .execute();
    await trx.deleteFrom('casino_game_closed_countries').execute();
    const closed = games.flatMap((g) =>
      g.closedCountries.map((country) => ({ game_id: g.id, country_id: country })),
    );
    if (closed.length > 0)
      await trx.insertInto('casino_game_closed_countries').values(closed).execute();

    await upsertSeedRows(
      trx,
      'casino_promotions',
      SEED_PROMOTIONS.map((p, index) => ({
        id: p.id,
        texts: JSON.stringify(p.texts),
        art_from: p.colours.from,
        art_to: p.colours.to,
        art_accent: p.colours.accent,
        target_route: p.targetRoute,
        ends_at: null,
        sort_order: index,
      })),
    );

    await upsertSeedRows(
      trx,
      'casino_tournaments',
      SEED_TOURNAMENTS.map((t, index) => ({
        id: t.id,
        texts: JSON.stringify(t.texts),
        schedule: t.schedule,
        currency_id: t.currencyId,
        min_stake: t.minStake,
        prizes: JSON.stringify(t.prizes),
        art_from: t.colours.from,
        art_to: t.colours.to,
        art_accent: t.colours.accent,
        sort_order: index,
      })),
    );
    await trx.deleteFrom('casino_tournament_games').execute();
    await trx
      .insertInto('casino_tournament_games')
      .values(
        SEED_TOURNAMENTS.flatMap((t) =>
          [...new Set(t.games(games))].map((gameId) => ({ tournament_id: t.id, game_id: gameId })),
        ),
      )
      .execute();

    await trx
      .insertInto('casino_catalogue_versions')
      .values({ id: 1, version })
      .onConflict((oc) => oc.column('id').doUpdateSet({ version, seeded_at: new Date() }))
      .execute();
    return 'seeded' as const;
  });
}

/** The catalogue tables the seed writes by id. */
type SeededTable =
  | 'casino_providers'
  | 'casino_categories'
  | 'casino_games'
  | 'casino_promotions'
  | 'casino_tournaments';

/**
 * Writes the seed's rows of `table`: a new id is inserted, a stored one takes every column the
 * seed writes, so a changed seed row replaces what an older version stored.
 */
async function upsertSeedRows<T extends SeededTable>(
  trx: Transaction<DatabaseSchema>,
  table: T,
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'id');
  const overwrite = Object.fromEntries(
    columns.map((column) => [column, sql.ref(`excluded.${column}`)]),
  );
  await trx
    .insertInto(table)
    .values(rows)
    // The columns are the rows' own, which Kysely cannot see through the generic table.
    .onConflict((oc) => oc.column('id').doUpdateSet(overwrite as never))
    .execute();
}

function gameRow(g: SeedGame) {
  return {
    id: g.id,
    name: g.name,
    search_name: foldForSearch(g.name),
    route: g.route,
    old_route: g.oldRoute,
    provider_id: g.providerId,
    section_id: g.sectionId,
    tag_id: g.tagId,
    art_from: g.colours.from,
    art_to: g.colours.to,
    art_accent: g.colours.accent,
    is_new: g.isNew,
    is_popular: g.isPopular,
    is_jackpot: g.isJackpot,
    has_demo: g.hasDemo,
    rtp_hundredths: g.rtpHundredths,
    volatility: g.volatility,
    engine_key: g.engineKey,
    popularity: g.popularity,
    released_on: g.releasedOn,
    is_active: true,
  };
}
