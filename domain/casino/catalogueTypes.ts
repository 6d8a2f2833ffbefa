// The casino catalogue's contract (SPEC section 2 "Casino and games", section 3 "Games list item",
// section 7 "Games and remote parts" and "Third party"): sections, providers, games and the
// answers of the catalogue API (server/casino/catalogue/). The client, the launch and the pages
// read these shapes; the server's JSON Schemas describe the same ones.

/**
 * The catalogue API's paths (GET unless said): games?{GamesQuery}, games/{id},
 * games/by-route/{route} (route or oldRoute), search?{GamesSearchQuery}, sections,
 * providers?section=, favorites (GET; PUT and DELETE favorites/{id}), recent, promotions?lng= and
 * promotions/{id}?lng=, tournaments?lng= and tournaments/{id}?lng=, cashback/{program}, and the
 * art at gameArtUrl(id); preview-light and list-available-partitions at their SPEC paths.
 */
export const CASINO_API = {
  games: '/web-api/casino/games',
  game: (gameId: number) => `/web-api/casino/games/${gameId}`,
  gameByRoute: (route: string) => `/web-api/casino/games/by-route/${encodeURIComponent(route)}`,
  search: '/web-api/casino/search',
  sections: '/web-api/casino/sections',
  providers: '/web-api/casino/providers',
  favorites: '/web-api/casino/favorites',
  favorite: (gameId: number) => `/web-api/casino/favorites/${gameId}`,
  recent: '/web-api/casino/recent',
  promotions: '/web-api/casino/promotions',
  promotion: (id: number) => `/web-api/casino/promotions/${id}`,
  tournaments: '/web-api/casino/tournaments',
  tournament: (id: number) => `/web-api/casino/tournaments/${id}`,
  cashback: (program: 'vip' | 'premium') => `/web-api/casino/cashback/${program}`,
  previewLight: '/web-api/games/preview-light',
  availablePartitions: '/third-party/api/list-available-partitions',
} as const;

/** The sections of SPEC section 2, in lobby order. `route` is the page path after {lng}/. */
export const CASINO_SECTIONS = [
  { id: 'slots', route: 'slots' },
  { id: 'live-casino', route: 'casino' },
  { id: 'bingo', route: 'bingo' },
  { id: 'tv-games', route: 'tvgames' },
  { id: 'virtual-sports', route: 'virtualsports' },
  { id: 'fast-games', route: 'fast-games' },
  { id: 'crash-games', route: 'crash-games' },
  { id: 'card-games', route: 'card-games' },
  { id: 'skill-games', route: 'skill-games' },
  { id: 'asian-games', route: 'asian-games' },
  { id: 'keno', route: 'keno' },
  { id: 'scratch-cards', route: 'scratchcards' },
  { id: 'fishing-hunting', route: 'fishinghunting' },
  { id: 'poker', route: 'poker' },
] as const;

export type CasinoSectionId = (typeof CASINO_SECTIONS)[number]['id'];

/** Subcategories of slots (`slots/{subcategory}`) and of live casino (`casino/{subcategory}`). */
export const CASINO_SUBCATEGORIES = {
  slots: ['classic', 'fruits', 'books', 'megaways', 'jackpots', 'egypt', 'adventure', 'bonus-buy'],
  'live-casino': ['roulette', 'blackjack', 'baccarat', 'game-shows'],
} as const satisfies Partial<Record<CasinoSectionId, readonly string[]>>;

/** tagId of a games list item (SPEC section 3): the badge a tile shows; null when none. */
export const GAME_TAGS = { 1: 'new', 2: 'hot', 3: 'jackpot', 4: 'exclusive' } as const;
export type GameTagId = keyof typeof GAME_TAGS;

export type Volatility = 'low' | 'medium' | 'high';

/** The generated art of a game (domain/casino/gameArt.ts draws it from the name and these). */
export interface GameArtColours {
  /** #rrggbb */
  from: string;
  to: string;
  accent: string;
}

/**
 * A games list item (SPEC section 3: id, name, route, oldRoute, categories, tagId) with what a
 * tile, the game page and the launch need.
 */
export interface CasinoGame {
  id: number;
  /** The title as the provider names it (not translated). */
  name: string;
  /** Unique URL slug: `games/{route}`. */
  route: string;
  /** A former slug that still finds the game (the page redirects to `route`); null when none. */
  oldRoute: string | null;
  /** The section first, then its subcategories: ['slots', 'books', 'egypt']. */
  categories: string[];
  /** GAME_TAGS key, or null. */
  tagId: GameTagId | null;
  /** CasinoProvider.id */
  provider: string;
  providerName: string;
  /** The art's URL: `/web-api/casino/art/v{ART_VERSION}/{id}.svg`, long-cached. */
  image: string;
  colours: GameArtColours;
  isNew: boolean;
  isPopular: boolean;
  isJackpot: boolean;
  /** A demo (play for fun) launch is offered. */
  hasDemo: boolean;
  /** Return to player in percent, e.g. 96.5; null for games without one (live tables, bingo). */
  rtp: number | null;
  volatility: Volatility | null;
  /**
   * The built-in provider's engine key ('builtin-slot', 'builtin-crash' ...; domain/casino/
   * builtinGames.ts) for its titles, null for outside providers' games.
   */
  engineKey: string | null;
  /** The provider is connected in this installation: only then can the game be launched. */
  playable: boolean;
}

export interface CasinoProvider {
  /** Slug: `providers/{id}`. */
  id: string;
  name: string;
  /** Games of this provider available to the asker (geo applied). */
  gamesCount: number;
  /** The built-in provider served by this server (the playable one). */
  isBuiltin: boolean;
  /** Connected in this installation; outside providers are not (launch: provider_unavailable). */
  isConnected: boolean;
}

export interface CasinoSubcategory {
  id: string;
  gamesCount: number;
}

export interface CasinoSection {
  id: CasinoSectionId;
  route: string;
  gamesCount: number;
  subcategories: CasinoSubcategory[];
}

/** A page of games. `page` starts at 1. */
export interface GamesPage {
  items: CasinoGame[];
  total: number;
  page: number;
  pageSize: number;
}

export const GAMES_DEFAULT_PAGE_SIZE = 24;
export const GAMES_MAX_PAGE_SIZE = 100;

/** GET /web-api/casino/games: every filter optional, combined with and. */
export interface GamesQuery {
  section?: CasinoSectionId;
  subcategory?: string;
  provider?: string;
  tagId?: GameTagId;
  /** Only these games: comma-separated ids, at most GAMES_MAX_PAGE_SIZE (a tournament's games). */
  ids?: string;
  /** 'popular' (default): popular first, then the catalogue order; 'new'; 'name' (A-Z). */
  sort?: 'popular' | 'new' | 'name';
  page?: number;
  pageSize?: number;
}

/** GET /web-api/casino/search?q=&page=&pageSize=: by name, case- and accent-insensitive. */
export interface GamesSearchQuery {
  q: string;
  page?: number;
  pageSize?: number;
}

/**
 * GET /web-api/games/preview-light (SPEC section 7): whence (where the preview shows: 'home',
 * 'lobby', 'section', 'game'), groupId (a section id; absent: popular games of every section),
 * ref (the partner ref id, may be absent), lng, fcountry (a country id that can only narrow
 * availability), includeCategories (default false). Bearer optional (user_token).
 */
export interface PreviewLightQuery {
  whence?: string;
  groupId?: string;
  ref?: number;
  lng?: string;
  fcountry?: number;
  includeCategories?: boolean;
  /** At most this many games (default PREVIEW_LIGHT_DEFAULT_COUNT). */
  count?: number;
}

export const PREVIEW_LIGHT_DEFAULT_COUNT = 16;
export const PREVIEW_LIGHT_MAX_COUNT = 60;

export interface PreviewLightAnswer {
  Success: boolean;
  Value: {
    games: CasinoGame[];
    /** Only when includeCategories=true. */
    categories?: CasinoSection[];
  };
}

/** GET /third-party/api/list-available-partitions (SPEC section 7 "Third party"). */
export interface AvailablePartition {
  /** CasinoSectionId */
  id: string;
  route: string;
  gamesCount: number;
}
export interface ListAvailablePartitionsAnswer {
  success: boolean;
  listAvailablePartitions: AvailablePartition[];
}

/** GET /web-api/casino/favorites and /web-api/casino/recent (signed in). */
export interface GamesListAnswer {
  items: CasinoGame[];
}

/** PUT and DELETE /web-api/casino/favorites/{gameId} (signed in): the favourites after it. */
export interface FavoriteChangeAnswer {
  gameId: number;
  isFavorite: boolean;
}

/** The art's version in its URL: bump it when gameArt.ts draws differently (URLs are immutable). */
export const ART_VERSION = 2;
export function gameArtUrl(gameId: number): string {
  return `/web-api/casino/art/v${ART_VERSION}/${gameId}.svg`;
}

/**
 * The `reference` of a casino ledger transaction (kinds casino_bet, casino_win, casino_rollback):
 * `casino:{gameId}:{roundId}`. Tournament leaderboards and cashback read the game from it.
 */
export function casinoLedgerReference(gameId: number, roundId: string): string {
  return `casino:${gameId}:${roundId}`;
}

/** The game id of a casino ledger reference, or null. */
export function gameIdOfLedgerReference(reference: string | null): number | null {
  const match = reference === null ? null : /^casino:(\d{1,9}):/.exec(reference);
  return match ? Number(match[1]) : null;
}
