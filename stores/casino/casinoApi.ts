// The casino catalogue, favourites, recently played, promotions, tournaments, cashback and the game
// launch over HTTP (the contracts in domain/casino/). Read through react-query hooks, not a store:
// server lists that are read, paged and cached (ARCHITECTURE.md "Which state lives where").
import type { ApiClient, ApiResult } from '../../runtime/api';
import { lazyStore } from '../lazyStores';
import { queryString } from '../queryString';
import { freshRequest as fresh, withSignal as init } from '../requestInit';
import { BONUS_PATHS, type TournamentPrizesResponse } from '../../domain/bonus/contract';
import type {
  CasinoGame,
  CasinoProvider,
  CasinoSection,
  FavoriteChangeAnswer,
  GamesListAnswer,
  GamesPage,
  GamesQuery,
  GamesSearchQuery,
  PreviewLightAnswer,
  PreviewLightQuery,
} from '../../domain/casino/catalogueTypes';
import type {
  CasinoPromotion,
  CasinoTournament,
  CasinoTournamentDetail,
  CashbackAnswer,
  CashbackProgram,
} from '../../domain/casino/catalogueBonusTypes';
import {
  GAME_LAUNCH_PATH,
  type GameLaunchAnswer,
  type GameLaunchRequest,
} from '../../domain/casino/gameLaunch';

const CASINO = '/web-api/casino';

export const CASINO_PATHS = {
  games: `${CASINO}/games`,
  gameByRoute: (route: string) => `${CASINO}/games/by-route/${encodeURIComponent(route)}`,
  search: `${CASINO}/search`,
  sections: `${CASINO}/sections`,
  providers: `${CASINO}/providers`,
  favorites: `${CASINO}/favorites`,
  favorite: (gameId: number) => `${CASINO}/favorites/${gameId}`,
  recent: `${CASINO}/recent`,
  previewLight: '/web-api/games/preview-light',
  promotions: `${CASINO}/promotions`,
  promotion: (id: number) => `${CASINO}/promotions/${id}`,
  tournaments: `${CASINO}/tournaments`,
  tournament: (id: number) => `${CASINO}/tournaments/${id}`,
  cashback: (program: CashbackProgram) => `${CASINO}/cashback/${program}`,
  launch: GAME_LAUNCH_PATH,
} as const;

export interface SectionsAnswer {
  items: CasinoSection[];
}

export interface ProvidersAnswer {
  items: CasinoProvider[];
}

export { queryString } from '../queryString';

/** What the casino widgets need from the server; tests give a scripted api client instead. */
export interface CasinoApi {
  games(query: GamesQuery, signal?: AbortSignal): Promise<ApiResult<GamesPage>>;
  gameByRoute(route: string, signal?: AbortSignal): Promise<ApiResult<CasinoGame>>;
  search(query: GamesSearchQuery, signal?: AbortSignal): Promise<ApiResult<GamesPage>>;
  sections(signal?: AbortSignal): Promise<ApiResult<SectionsAnswer>>;
  providers(signal?: AbortSignal): Promise<ApiResult<ProvidersAnswer>>;
  favorites(signal?: AbortSignal): Promise<ApiResult<GamesListAnswer>>;
  setFavorite(gameId: number, isFavorite: boolean): Promise<ApiResult<FavoriteChangeAnswer>>;
  recent(signal?: AbortSignal): Promise<ApiResult<GamesListAnswer>>;
  previewLight(
    query: PreviewLightQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<PreviewLightAnswer>>;
  promotions(lng: string, signal?: AbortSignal): Promise<ApiResult<{ items: CasinoPromotion[] }>>;
  promotion(id: number, lng: string, signal?: AbortSignal): Promise<ApiResult<CasinoPromotion>>;
  tournaments(lng: string, signal?: AbortSignal): Promise<ApiResult<{ items: CasinoTournament[] }>>;
  tournament(
    id: number,
    lng: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<CasinoTournamentDetail>>;
  cashback(program: CashbackProgram, signal?: AbortSignal): Promise<ApiResult<CashbackAnswer>>;
  /** The signed-in customer's tournament prizes, newest first. */
  tournamentPrizes(lng: string, signal?: AbortSignal): Promise<ApiResult<TournamentPrizesResponse>>;
  launch(request: GameLaunchRequest): Promise<ApiResult<GameLaunchAnswer>>;
  /** Logs a failure the page goes on without (POST /bff-api/reports; never throws). */
  report(message: string): void;
}

export function createCasinoApi(api: ApiClient): CasinoApi {
  // Favourites, recently played and cashback change with play: never from the HTTP cache (fresh).
  return {
    games: (query, signal) =>
      api.getJson(`${CASINO_PATHS.games}${queryString({ ...query })}`, init(signal)),
    gameByRoute: (route, signal) => api.getJson(CASINO_PATHS.gameByRoute(route), init(signal)),
    search: (query, signal) =>
      api.getJson(`${CASINO_PATHS.search}${queryString({ ...query })}`, init(signal)),
    sections: (signal) => api.getJson(CASINO_PATHS.sections, init(signal)),
    providers: (signal) => api.getJson(CASINO_PATHS.providers, init(signal)),
    favorites: (signal) => api.getJson(CASINO_PATHS.favorites, fresh(signal)),
    setFavorite: (gameId, isFavorite) =>
      isFavorite
        ? api.putJson(CASINO_PATHS.favorite(gameId), {})
        : api.deleteJson(CASINO_PATHS.favorite(gameId)),
    recent: (signal) => api.getJson(CASINO_PATHS.recent, fresh(signal)),
    previewLight: (query, signal) =>
      api.getJson(`${CASINO_PATHS.previewLight}${queryString({ ...query })}`, init(signal)),
    promotions: (lng, signal) =>
      api.getJson(`${CASINO_PATHS.promotions}${queryString({ lng })}`, init(signal)),
    promotion: (id, lng, signal) =>
      api.getJson(`${CASINO_PATHS.promotion(id)}${queryString({ lng })}`, init(signal)),
    tournaments: (lng, signal) =>
      api.getJson(`${CASINO_PATHS.tournaments}${queryString({ lng })}`, fresh(signal)),
    tournament: (id, lng, signal) =>
      api.getJson(`${CASINO_PATHS.tournament(id)}${queryString({ lng })}`, fresh(signal)),
    cashback: (program, signal) => api.getJson(CASINO_PATHS.cashback(program), fresh(signal)),
    tournamentPrizes: (lng, signal) =>
      api.getJson(`${BONUS_PATHS.tournamentPrizes}${queryString({ lng })}`, fresh(signal)),
    launch: (request) => api.postJson(CASINO_PATHS.launch, request),
    report: (message) => api.report({ kind: 'widget-error', message }),
  };
}

/**
 * The casino's calls, made on first use (`useLazyStore(casinoApiStore)`): their code travels in
 * the chunks of the widgets that query the casino, not in every page's (docs/performance.md).
 */
export const casinoApiStore = lazyStore('casino', (deps) => createCasinoApi(deps.api));
