// Writes the seeded catalogue (domain/casino/catalogueSeed.ts) at start, once per seed version
// (its name and a digest of its rows): a database that holds the current version is left alone,
// so every start after the first costs one read. Several processes starting at once take turns on an advisory lock.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
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
    await trx
      .insertInto('casino_providers')
      .values(
        SEED_PROVIDERS.map((p, index) => ({
          id: p.id,
          name: p.name,
          is_builtin: p.isBuiltin,
          is_connected: p.isConnected,
          sort_order: index,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          is_builtin: eb.ref('excluded.is_builtin'),
          is_connected: eb.ref('excluded.is_connected'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

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
    await trx
      .insertInto('casino_categories')
      .values(categories)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          section_id: eb.ref('excluded.section_id'),
          is_section: eb.ref('excluded.is_section'),
          route: eb.ref('excluded.route'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    // Routes may move between games across versions: clear them before writing the new ones.
    await trx.updateTable('casino_games').set({ old_route: null }).execute();
    await sql`update casino_games set route = 'retired-' || id`.execute(trx);
    await trx
      .insertInto('casino_games')
      .values(games.map(gameRow))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          search_name: eb.ref('excluded.search_name'),
          route: eb.ref('excluded.route'),
          old_route: eb.ref('excluded.old_route'),
          provider_id: eb.ref('excluded.provider_id'),
          section_id: eb.ref('excluded.section_id'),
          tag_id: eb.ref('excluded.tag_id'),
          art_from: eb.ref('excluded.art_from'),
          art_to: eb.ref('excluded.art_to'),
          art_accent: eb.ref('excluded.art_accent'),
          is_new: eb.ref('excluded.is_new'),
          is_popular: eb.ref('excluded.is_popular'),
          is_jackpot: eb.ref('excluded.is_jackpot'),
          has_demo: eb.ref('excluded.has_demo'),
          rtp_hundredths: eb.ref('excluded.rtp_hundredths'),
          volatility: eb.ref('excluded.volatility'),
          engine_key: eb.ref('excluded.engine_key'),
          popularity: eb.ref('excluded.popularity'),
          released_on: eb.ref('excluded.released_on'),
          is_active: eb.ref('excluded.is_active'),
        })),
      )
      .execute();
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

    await trx
      .insertInto('casino_promotions')
      .values(
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
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          texts: eb.ref('excluded.texts'),
          art_from: eb.ref('excluded.art_from'),
          art_to: eb.ref('excluded.art_to'),
          art_accent: eb.ref('excluded.art_accent'),
          target_route: eb.ref('excluded.target_route'),
          ends_at: eb.ref('excluded.ends_at'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    await trx
      .insertInto('casino_tournaments')
      .values(
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
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          texts: eb.ref('excluded.texts'),
          schedule: eb.ref('excluded.schedule'),
          currency_id: eb.ref('excluded.currency_id'),
          min_stake: eb.ref('excluded.min_stake'),
          prizes: eb.ref('excluded.prizes'),
          art_from: eb.ref('excluded.art_from'),
          art_to: eb.ref('excluded.art_to'),
          art_accent: eb.ref('excluded.art_accent'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();
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
