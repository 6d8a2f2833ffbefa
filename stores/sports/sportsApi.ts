// The sports read API (server/sports/api/sportsRoutes.ts) as the client calls it: paths and the
// answer shapes of its response schemas. The stores may not import the server, so the answer
// types are restated here from the OpenAPI document.
import type { ApiClient, ApiResult } from '../../runtime/api';
import type {
  BettingType,
  Championship,
  Country,
  CyberType,
  GameDetails,
  GameListQuery,
  GameResult,
  GameWithMarkets,
  Sport,
  SportCategory,
} from '../../domain/sports/types';
import type { GameStatistics } from '../../domain/sports/statistics';

const BASE = '/web-api/sports';

/** server: SPORTS_LANGUAGES, the languages the API names things in (`lng`). */
export const SPORTS_API_LANGUAGES: readonly string[] = ['ru', 'en', 'ar'];

/** server: GAME_LIST_LIMITS.max and MULTI_LIVE_MAX_GAMES. */
export const GAME_LIST_MAX = 300;
export const MULTI_MAX_GAMES = 12;

export type { GameListQuery };

export interface ChampsQuery {
  type: BettingType;
  sportId?: number;
  cyberType?: CyberType;
}

export interface ResultsQuery {
  type: 'live' | 'zone';
  /** Day YYYY-MM-DD in the zone of `tz`; the server's today there when absent. */
  date?: string;
  /** The customer's time zone, hours from UTC (GlobalStore.timeZone); UTC when absent. */
  tz?: number;
  sportId?: number;
}

export interface ChampSummary extends Championship {
  gamesCount: number;
}

export interface MenuAnswer {
  type: BettingType;
  categories: (SportCategory & { gamesCount: number; sportIds: number[] })[];
  sports: (Sport & { gamesCount: number; champs: ChampSummary[] })[];
}

export interface ChampsAnswer {
  type: BettingType;
  champs: ChampSummary[];
}

export interface ChampAnswer {
  champ: Championship;
  sport: Sport;
  live: GameWithMarkets[];
  line: GameWithMarkets[];
}

export interface GamesAnswer {
  type: BettingType;
  total: number;
  games: GameWithMarkets[];
  champs: Championship[];
  sports: Sport[];
}

export interface GameAnswer {
  game: GameDetails;
  champ: Championship;
  sport: Sport;
}

export interface TopAnswer {
  type: BettingType;
  games: GameWithMarkets[];
  champs: Championship[];
  /** The sports of these games (their icons, what their periods are called). */
  sports: Sport[];
}

export interface MultiAnswer {
  games: GameDetails[];
  missingIds: number[];
}

export interface ChampResults {
  champ: Championship;
  results: GameResult[];
}

export type ResultsAnswer =
  | { type: 'live'; date: string; sports: { sport: Sport; champs: ChampResults[] }[] }
  | { type: 'zone'; date: string; zones: { country: Country; champs: ChampResults[] }[] };

/** Statistics of a game, computed from this site's stored settled results (SPEC section 2). */
export type StatisticsAnswer = GameStatistics;

export interface CyberDisciplinesAnswer {
  cyberType: CyberType;
  disciplines: { sport: Sport; liveCount: number; lineCount: number; champsCount: number }[];
}

export interface CyberChampsAnswer {
  cyberType: CyberType;
  champs: (Championship & { liveCount: number; lineCount: number })[];
}

/** Builds `path?key=value&...`, leaving out what is undefined or false. */
export function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params.set(key, value === true ? 'true' : String(value));
  }
  const text = params.toString().replaceAll('%2C', ',');
  return text === '' ? path : `${path}?${text}`;
}

export const sportsPaths = {
  menu: (type: BettingType) => withQuery(`${BASE}/menu`, { type }),
  champs: (query: ChampsQuery) => withQuery(`${BASE}/champs`, { ...query }),
  champ: (champId: number) => `${BASE}/champs/${champId}`,
  games: (query: GameListQuery) => withQuery(`${BASE}/games`, { ...query }),
  game: (gameId: number) => `${BASE}/games/${gameId}`,
  statistics: (gameId: number) => `${BASE}/games/${gameId}/statistics`,
  top: (type: BettingType, limit?: number) => withQuery(`${BASE}/top`, { type, limit }),
  multi: (gameIds: readonly number[]) => withQuery(`${BASE}/multi`, { ids: gameIds.join(',') }),
  results: (query: ResultsQuery) => withQuery(`${BASE}/results`, { ...query }),
  cyberDisciplines: (type: CyberType) => `${BASE}/cyber/${type}/disciplines`,
  cyberChamps: (type: CyberType, sportId?: number) =>
    withQuery(`${BASE}/cyber/${type}/champs`, { sportId }),
};

/** `path` asking for names in `language`; unchanged for a language the API does not name in. */
export function withLanguage(path: string, language: string | undefined): string {
  if (language === undefined || !SPORTS_API_LANGUAGES.includes(language)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
}

/**
 * Typed calls; each answer is an ApiResult (errors are values). `language` is asked at every call:
 * the answers' names come in the page language it returns.
 */
export function createSportsApi(
  api: ApiClient,
  language: () => string | undefined = () => undefined,
) {
  const get = <T>(path: string): Promise<ApiResult<T>> =>
    api.getJson<T>(withLanguage(path, language()));
  return {
    menu: (type: BettingType) => get<MenuAnswer>(sportsPaths.menu(type)),
    champs: (query: ChampsQuery) => get<ChampsAnswer>(sportsPaths.champs(query)),
    champ: (champId: number) => get<ChampAnswer>(sportsPaths.champ(champId)),
    games: (query: GameListQuery) => get<GamesAnswer>(sportsPaths.games(query)),
    game: (gameId: number) => get<GameAnswer>(sportsPaths.game(gameId)),
    statistics: (gameId: number) => get<StatisticsAnswer>(sportsPaths.statistics(gameId)),
    top: (type: BettingType, limit?: number) => get<TopAnswer>(sportsPaths.top(type, limit)),
    multi: (gameIds: readonly number[]) => get<MultiAnswer>(sportsPaths.multi(gameIds)),
    results: (query: ResultsQuery) => get<ResultsAnswer>(sportsPaths.results(query)),
    cyberDisciplines: (type: CyberType) =>
      get<CyberDisciplinesAnswer>(sportsPaths.cyberDisciplines(type)),
    cyberChamps: (type: CyberType, sportId?: number) =>
      get<CyberChampsAnswer>(sportsPaths.cyberChamps(type, sportId)),
  };
}

export type SportsApi = ReturnType<typeof createSportsApi>;
