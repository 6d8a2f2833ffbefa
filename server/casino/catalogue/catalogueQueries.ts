// Catalogue reads: games by filters, by id and route, search, sections and providers with counts,
// favourites and recently played. Every read applies the asker's country (a game closed there is
// neither listed nor counted nor found).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { foldForSearch, SEARCH_MIN_LENGTH } from '../../../domain/casino/catalogueSearch';
import {
  CASINO_SECTIONS,
  gameArtUrl,
  type CasinoGame,
  type CasinoProvider,
  type CasinoSection,
  type CasinoSectionId,
  type GameTagId,
  type GamesPage,
  type Volatility,
} from '../../../domain/casino/catalogueTypes';
import type { DatabaseSchema } from '../../db/index';
import type { CasinoGamesTable } from './tables';

type Db = Kysely<DatabaseSchema>;

/** Who asks: the countries a game must be open in (none known: every game is open). */
export interface Viewer {
  countryIds: readonly number[];
  /**
   * The providers connected for the asker's brand: only their games are listed, counted and
   * found, and they are the playable ones. Absent: the whole catalogue as data (operators,
   * tests), playable where the provider is connected in this installation.
   */
  providers?: readonly string[];
}

export interface GameFilters {
  section?: string;
  subcategory?: string;
  provider?: string;
  tagId?: number;
  /** Comma-separated game ids (validated by the route's schema). */
  ids?: string;
  sort?: 'popular' | 'new' | 'name';
}

export interface Paging {
  page: number;
  pageSize: number;
}

function baseGames(db: Db, viewer: Viewer) {
  return db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .where('g.is_active', '=', true)
    .$if(viewer.providers !== undefined, (qb) =>
      qb.where('g.provider_id', 'in', viewer.providers!.length ? [...viewer.providers!] : ['']),
    )
    .where((eb) =>
      viewer.countryIds.length === 0
        ? eb.val(true)
        : eb.not(
            eb.exists(
              eb
                .selectFrom('casino_game_closed_countries as c')
                .select('c.game_id')
                .whereRef('c.game_id', '=', 'g.id')
                .where('c.country_id', 'in', [...viewer.countryIds]),
            ),
          ),
    );
}

const GAME_COLUMNS = [
  'g.id',
  'g.name',
  'g.route',
  'g.old_route',
  'g.section_id',
  'g.tag_id',
  'g.provider_id',
  'p.name as provider_name',
  'p.is_connected',
  'g.art_from',
  'g.art_to',
  'g.art_accent',
  'g.is_new',
  'g.is_popular',
  'g.is_jackpot',
  'g.has_demo',
  'g.rtp_hundredths',
  'g.volatility',
  'g.engine_key',
] as const;

/** A row of GAME_COLUMNS with its subcategories. */
type GameRow = Pick<
  CasinoGamesTable,
  | 'id'
  | 'name'
  | 'route'
  | 'old_route'
  | 'section_id'
  | 'tag_id'
  | 'provider_id'
  | 'art_from'
  | 'art_to'
  | 'art_accent'
  | 'is_new'
  | 'is_popular'
  | 'is_jackpot'
  | 'has_demo'
  | 'rtp_hundredths'
  | 'volatility'
  | 'engine_key'
> & { provider_name: string; is_connected: boolean; subcategories: string | null };

/** The subcategories of a game, comma-separated (the section is not among them). */
const subcategoriesColumn = sql<string | null>`(
  select string_agg(gc.category_id, ',' order by gc.category_id)
  from casino_game_categories gc
  where gc.game_id = g.id and gc.category_id <> g.section_id
)`.as('subcategories');

function toGame(row: GameRow, viewer: Viewer): CasinoGame {
  const subcategories = row.subcategories ? row.subcategories.split(',') : [];
  return {
    id: Number(row.id),
    name: row.name,
    route: row.route,
    oldRoute: row.old_route,
    categories: [row.section_id, ...subcategories],
    tagId: (row.tag_id ?? null) as GameTagId | null,
    provider: row.provider_id,
    providerName: row.provider_name,
    image: gameArtUrl(Number(row.id)),
    colours: { from: row.art_from, to: row.art_to, accent: row.art_accent },
    isNew: row.is_new,
    isPopular: row.is_popular,
    isJackpot: row.is_jackpot,
    hasDemo: row.has_demo,
    rtp: row.rtp_hundredths === null ? null : row.rtp_hundredths / 100,
    volatility: row.volatility as Volatility | null,
    engineKey: row.engine_key,
    playable: viewer.providers ? viewer.providers.includes(row.provider_id) : row.is_connected,
  };
}

function inCategory(category: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from casino_game_categories gc where gc.game_id = g.id and gc.category_id = ${category})`;
}

/** A page of games: its rows, the count of every match and the paging asked for. */
function gamesPage(
  viewer: Viewer,
  rows: readonly unknown[],
  total: string | number | undefined,
  paging: Paging,
): GamesPage {
  return {
    items: rows.map((r) => toGame(r as GameRow, viewer)),
    total: Number(total ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

type GamesQuery = ReturnType<typeof baseGames>;

/** The games a query matches, with the columns a game is shown with. */
const withGameColumns = (query: GamesQuery) => query.select([...GAME_COLUMNS, subcategoriesColumn]);

type ShownGamesQuery = ReturnType<typeof withGameColumns>;

/** A page of the games `query` matches, in the order `order` gives; total counts every match. */
async function pagedGames(
  viewer: Viewer,
  query: GamesQuery,
  paging: Paging,
  order: (games: ShownGamesQuery) => ShownGamesQuery,
): Promise<GamesPage> {
  const totalRow = await query
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  const rows = await order(withGameColumns(query))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return gamesPage(viewer, rows, totalRow?.total, paging);
}

/** The first of the games shown to the asker that `pick` leaves, or undefined when none is. */
async function oneGame(
  db: Db,
  viewer: Viewer,
  pick: (games: ShownGamesQuery) => ShownGamesQuery,
): Promise<CasinoGame | undefined> {
  const row = await pick(withGameColumns(baseGames(db, viewer))).executeTakeFirst();
  return row ? toGame(row as GameRow, viewer) : undefined;
}

/** Games by filters, paged; total counts every match. */
export async function findGames(
  db: Db,
  viewer: Viewer,
  filters: GameFilters,
  paging: Paging,
): Promise<GamesPage> {
  let query = baseGames(db, viewer);
  if (filters.section) query = query.where('g.section_id', '=', filters.section);
  if (filters.subcategory) query = query.where(inCategory(filters.subcategory));
  if (filters.provider) query = query.where('g.provider_id', '=', filters.provider);
  if (filters.tagId !== undefined) query = query.where('g.tag_id', '=', filters.tagId);
  if (filters.ids) query = query.where('g.id', 'in', filters.ids.split(',').map(Number));
  return pagedGames(viewer, query, paging, (games) => {
    switch (filters.sort ?? 'popular') {
      case 'new':
        return games.orderBy('g.released_on', 'desc').orderBy('g.id', 'desc');
      case 'name':
        return games.orderBy('g.search_name').orderBy('g.id');
      default:
        return games.orderBy('g.popularity', 'desc').orderBy('g.id');
    }
  });
}

/** A game by id, or undefined when unknown, retired or closed in the asker's country. */
export async function findGameById(
  db: Db,
  viewer: Viewer,
  gameId: number,
): Promise<CasinoGame | undefined> {
  return oneGame(db, viewer, (games) => games.where('g.id', '=', gameId));
}

/** A game by its route or a former route (oldRoute). */
export async function findGameByRoute(
  db: Db,
  viewer: Viewer,
  route: string,
): Promise<CasinoGame | undefined> {
  return oneGame(db, viewer, (games) =>
    games
      .where((eb) => eb.or([eb('g.route', '=', route), eb('g.old_route', '=', route)]))
      // The current route wins over another game's former one.
      .orderBy(sql`case when g.route = ${route} then 0 else 1 end`),
  );
}

/** Whether a game exists and is open to the asker (for favourites). */
export async function gameIsOpen(db: Db, viewer: Viewer, gameId: number): Promise<boolean> {
  const row = await baseGames(db, viewer)
    .select('g.id')
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

/** LIKE pattern text with its wildcards escaped. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Games whose folded name holds every word of the folded query, best first: the whole name, its
 * start, a word's start, anywhere; then popular first.
 */
export async function searchGames(
  db: Db,
  viewer: Viewer,
  text: string,
  paging: Paging,
): Promise<GamesPage> {
  const folded = foldForSearch(text);
  if (folded.length < SEARCH_MIN_LENGTH) {
    return gamesPage(viewer, [], 0, paging);
  }
  const escaped = likeEscaped(folded);
  let query = baseGames(db, viewer);
  for (const word of folded.split(' ')) {
    query = query.where('g.search_name', 'like', `%${likeEscaped(word)}%`);
  }
  return pagedGames(viewer, query, paging, (games) =>
    games
      .orderBy(
        sql`case
        when g.search_name = ${folded} then 0
        when g.search_name like ${`${escaped}%`} then 1
        when g.search_name like ${`% ${escaped}%`} then 2
        else 3 end`,
      )
      .orderBy('g.popularity', 'desc')
      .orderBy('g.id'),
  );
}

/** Popular games for a showcase: of one section (groupId) or of all, popular first. */
export async function previewGames(
  db: Db,
  viewer: Viewer,
  section: string | undefined,
  count: number,
): Promise<CasinoGame[]> {
  let query = withGameColumns(baseGames(db, viewer));
  if (section) query = query.where('g.section_id', '=', section);
  const rows = await query
    // Playable titles lead a showcase: they are the ones that open.
    .orderBy(sql`case when p.is_connected then 0 else 1 end`)
    .orderBy('g.is_popular', 'desc')
    .orderBy('g.popularity', 'desc')
    .orderBy('g.id')
    .limit(count)
    .execute();
  return rows.map((r) => toGame(r as GameRow, viewer));
}

/** Sections in lobby order with their subcategories, counted for the asker (empty ones too). */
export async function sectionsWithCounts(db: Db, viewer: Viewer): Promise<CasinoSection[]> {
  const counts = await baseGames(db, viewer)
    .innerJoin('casino_game_categories as gc', 'gc.game_id', 'g.id')
    .select(['gc.category_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('gc.category_id')
    .execute();
  const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const categories = await db
    .selectFrom('casino_categories')
    .select(['id', 'section_id', 'is_section'])
    .orderBy('sort_order')
    .execute();
  return CASINO_SECTIONS.map((section) => ({
    id: section.id as CasinoSectionId,
    route: section.route,
    gamesCount: byCategory.get(section.id) ?? 0,
    subcategories: categories
      .filter((c) => !c.is_section && c.section_id === section.id)
      .map((c) => ({ id: c.id, gamesCount: byCategory.get(c.id) ?? 0 })),
  }));
}

/** Providers with games open to the asker, in catalogue order, counted (of one section if given). */
export async function providersWithCounts(
  db: Db,
  viewer: Viewer,
  section?: string,
): Promise<CasinoProvider[]> {
  let counted = baseGames(db, viewer).select([
    'g.provider_id',
    (eb) => eb.fn.countAll<string | number>().as('n'),
  ]);
  if (section) counted = counted.where('g.section_id', '=', section);
  const counts = await counted.groupBy('g.provider_id').execute();
  const byProvider = new Map(counts.map((c) => [c.provider_id, Number(c.n)]));
  const providers = await db
    .selectFrom('casino_providers')
    .select(['id', 'name', 'is_builtin', 'is_connected'])
    .orderBy('sort_order')
    .execute();
  return (
    providers
      .map((p) => ({
        id: p.id,
        name: p.name,
        gamesCount: byProvider.get(p.id) ?? 0,
        isBuiltin: p.is_builtin,
        isConnected: viewer.providers ? viewer.providers.includes(p.id) : p.is_connected,
      }))
      // A provider with nothing open to the asker is not offered as a filter.
      .filter((p) => p.gamesCount > 0)
  );
}

/** A customer's list of games: the table it is kept in and when each game was put on it. */
type CustomerList =
  | { table: 'casino_favorites'; at: 'created_at' }
  | { table: 'casino_recently_played'; at: 'played_at' };

/** The games on a customer's list that are open to them, the latest put on it first. */
async function listedGames(
  db: Db,
  viewer: Viewer,
  userId: string,
  list: CustomerList,
): Promise<CasinoGame[]> {
  const listed = db
    .selectFrom(list.table)
    .select(['game_id', sql.ref<Date>(list.at).as('at')])
    .where('user_id', '=', userId);
  const rows = await withGameColumns(baseGames(db, viewer))
    .innerJoin(listed.as('l'), 'l.game_id', 'g.id')
    .orderBy('l.at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => toGame(r as GameRow, viewer));
}

/** The customer's favourites open to them, newest first. */
export const favoriteGames = (db: Db, viewer: Viewer, userId: string) =>
  listedGames(db, viewer, userId, { table: 'casino_favorites', at: 'created_at' });

/** The customer's recently played games open to them, latest first. */
export const recentGames = (db: Db, viewer: Viewer, userId: string) =>
  listedGames(db, viewer, userId, { table: 'casino_recently_played', at: 'played_at' });

/** Adds a favourite (again: no change). */
export async function addFavorite(db: Db, userId: string, gameId: number): Promise<void> {
  await db
    .insertInto('casino_favorites')
    .values({ user_id: userId, game_id: gameId })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .execute();
}

/** Removes a favourite (absent: no change). */
export async function removeFavorite(db: Db, userId: string, gameId: number): Promise<void> {
  await db
    .deleteFrom('casino_favorites')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The data a game's art is drawn from, whatever the asker's country (art is public). */
export async function gameArtSource(
  db: Db,
  gameId: number,
): Promise<
  | {
      id: number;
      name: string;
      colours: { from: string; to: string; accent: string };
      providerName: string;
      categories: string[];
      engineKey: string | null;
    }
  | undefined
> {
  const row = await db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.name',
      'g.art_from',
      'g.art_to',
      'g.art_accent',
      'g.section_id',
      'g.engine_key',
      'p.name as provider_name',
    ])
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    colours: { from: row.art_from, to: row.art_to, accent: row.art_accent },
    providerName: row.provider_name,
    categories: [row.section_id],
    engineKey: row.engine_key,
  };
}
