import { action, makeObservable, observable, type ObservableMap } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { isLiveGame } from '../../domain/sports/liveRule';
import type {
  BettingType,
  Championship,
  CyberType,
  GameDelta,
  GameWithMarkets,
  MarketGroup,
  Sport,
} from '../../domain/sports/types';
import {
  LiveUpdates,
  type LiveClock,
  type LiveUpdatesDeps,
  type SubscribeOptions,
} from './liveUpdates';
import { GameModel, MarketModel, OutcomeModel } from './models';
import { Resource, ResourceMap } from './resources';
import { systemScheduler } from '../scheduler';
import {
  MULTI_MAX_GAMES,
  createSportsApi,
  sportsPaths,
  type ChampsAnswer,
  type ChampsQuery,
  type CyberChampsAnswer,
  type CyberDisciplinesAnswer,
  type GameListQuery,
  type MenuAnswer,
  type ResultsAnswer,
  type ResultsQuery,
  type SportsApi,
  type StatisticsAnswer,
} from './sportsApi';

/** How long an odds cell shows that its coefficient went up or down. */
export const MOVEMENT_SHOW_MS = 3_000;
/** Expired movement marks are cleared together, at most this often. */
export const MOVEMENT_SWEEP_MS = 500;

export interface SportsStoreDeps {
  api: ApiClient;
  clock?: LiveClock;
  /** Opens the live stream (tests give a fake); runtime/api createEventStream by default. */
  openStream?: LiveUpdatesDeps['openStream'];
  /** The page language: answers name sports, markets and teams in it (the API's `lng`). */
  language?: () => string;
}

/** A game list: the games' ids in the server's order (models in `games`), and the full count. */
export interface GameListData {
  gameIds: number[];
  total: number;
}

/** A championship page: the championship, its sport, and its live and line games. */
export interface ChampData {
  champ: Championship;
  sport: Sport;
  liveGameIds: number[];
  lineGameIds: number[];
}

/** A multi-live set: the games found (every market) and the ids the server does not know. */
export interface MultiData {
  gameIds: number[];
  missingIds: number[];
}

/** A game page: the game (in `games`, every market), its market groups, championship and sport. */
export interface GameDetailsData {
  gameId: number;
  groups: MarketGroup[];
  champ: Championship;
  sport: Sport;
}

type Markets = 'main' | 'all';

/**
 * Sports data for the views: menus, championships, game lists, one game with every market,
 * results, statistics and cyber lists, loaded through the API into normalised observable models
 * (games, markets, outcomes by id). Live deltas change those models in place, so a coefficient
 * change re-renders only the odds cell that shows it. Views subscribe the games they show
 * (`subscribe`); the live stream serves the union, or polling when the stream cannot be held.
 *
 * Each `x(...)` returns the observable Resource of an answer (status, data, error); `loadX(...)`
 * asks the server (concurrent calls share one request; a reload keeps the data on screen).
 */
export class SportsStore {
  readonly games: ObservableMap<number, GameModel> = observable.map({}, { deep: false });
  readonly markets: ObservableMap<number, MarketModel> = observable.map({}, { deep: false });
  readonly outcomes: ObservableMap<number, OutcomeModel> = observable.map({}, { deep: false });
  /** Championships and sports the answers named, by id (for names in lists). */
  readonly champsById: ObservableMap<number, Championship> = observable.map({}, { deep: false });
  readonly sportsById: ObservableMap<number, Sport> = observable.map({}, { deep: false });
  readonly live: LiveUpdates;

  private readonly sportsApi: SportsApi;
  private readonly clock: LiveClock;
  private readonly menus = new ResourceMap<MenuAnswer>();
  private readonly champLists = new ResourceMap<ChampsAnswer>();
  private readonly champPages = new ResourceMap<ChampData>();
  private readonly gameLists = new ResourceMap<GameListData>();
  private readonly multiSets = new ResourceMap<MultiData>();
  private readonly details = new ResourceMap<GameDetailsData>();
  private readonly resultLists = new ResourceMap<ResultsAnswer>();
  private readonly statisticsByGame = new ResourceMap<StatisticsAnswer>();
  private readonly disciplines = new ResourceMap<CyberDisciplinesAnswer>();
  private readonly cyberChampLists = new ResourceMap<CyberChampsAnswer>();
  private readonly movementExpiry = new Map<number, number>();
  private sweepTimer: unknown = null;
  private readonly language: () => string | undefined;
  /**
   * The language the loaded answers are in (null before the first load); a load in another one
   * asks them all again.
   */
  private answersLanguage: { lng: string | undefined } | null = null;

  constructor(deps: SportsStoreDeps) {
    // Asked only when loading: the app builds its i18n after its stores.
    this.language = deps.language ?? (() => undefined);
    this.sportsApi = createSportsApi(deps.api, () => this.language());
    this.clock = deps.clock ?? systemScheduler;
    this.live = new LiveUpdates({
      clock: this.clock,
      applyDeltas: (deltas) => this.applyDeltas(deltas),
      poll: (gameIds) => this.pollGames(gameIds),
      isLive: (gameId) => this.isGameLive(gameId),
      heldSeq: (gameId) => this.games.get(gameId)?.seq,
      ...(deps.openStream ? { openStream: deps.openStream } : {}),
    });
    makeObservable<this, 'storeGames' | 'remember' | 'sweepMovements'>(this, {
      applyDeltas: action,
      storeGames: action,
      remember: action,
      sweepMovements: action,
    });
  }

  // ---- models (views) ----

  game(gameId: number): GameModel | undefined {
    return this.games.get(gameId);
  }

  market(marketId: number): MarketModel | undefined {
    return this.markets.get(marketId);
  }

  outcome(outcomeId: number): OutcomeModel | undefined {
    return this.outcomes.get(outcomeId);
  }

  champ(champId: number): Championship | undefined {
    return this.champsById.get(champId);
  }

  sport(sportId: number): Sport | undefined {
    return this.sportsById.get(sportId);
  }

  /** The models of these ids, in order, without unknown or removed games. */
  gamesOf(gameIds: readonly number[] | null | undefined): GameModel[] {
    const games: GameModel[] = [];
    for (const id of gameIds ?? []) {
      const game = this.games.get(id);
      if (game && !game.isRemoved) games.push(game);
    }
    return games;
  }

  /** A game's main markets (lists) or every market (game page, multi-live; main until loaded). */
  marketsOf(game: GameModel, which: Markets = 'main'): MarketModel[] {
    const ids = which === 'all' ? (game.allMarketIds ?? game.mainMarketIds) : game.mainMarketIds;
    const markets: MarketModel[] = [];
    for (const id of ids) {
      const market = this.markets.get(id);
      if (market) markets.push(market);
    }
    return markets;
  }

  outcomesOf(market: MarketModel): OutcomeModel[] {
    const outcomes: OutcomeModel[] = [];
    for (const id of market.outcomeIds) {
      const outcome = this.outcomes.get(id);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  /** Whether a game is in play now (SPEC section 4: status 2 or 3, not finished). */
  isGameLive(gameId: number): boolean {
    const game = this.games.get(gameId);
    return !!game && isLiveGame(game);
  }

  // ---- resources ----

  menu(type: BettingType): Resource<MenuAnswer> {
    return this.menus.get(sportsPaths.menu(type));
  }

  loadMenu(type: BettingType): Promise<void> {
    this.followLanguage();
    return this.menu(type).load(() => this.sportsApi.menu(type));
  }

  champs(query: ChampsQuery): Resource<ChampsAnswer> {
    return this.champLists.get(sportsPaths.champs(query));
  }

  loadChamps(query: ChampsQuery): Promise<void> {
    this.followLanguage();
    return this.champs(query).load(() => this.sportsApi.champs(query));
  }

  /** One championship with its live and line games (main markets). */
  champPage(champId: number): Resource<ChampData> {
    return this.champPages.get(sportsPaths.champ(champId));
  }

  loadChampPage(champId: number): Promise<void> {
    this.followLanguage();
    return this.champPage(champId).load(
      () => this.sportsApi.champ(champId),
      (answer) => {
        this.remember([answer.champ], [answer.sport]);
        return {
          champ: answer.champ,
          sport: answer.sport,
          liveGameIds: this.storeGames(answer.live, 'main'),
          lineGameIds: this.storeGames(answer.line, 'main'),
        };
      },
    );
  }

  /** Games of the live or line section with their main markets, filtered. */
  gameList(query: GameListQuery): Resource<GameListData> {
    return this.gameLists.get(sportsPaths.games(query));
  }

  loadGames(query: GameListQuery): Promise<void> {
    this.followLanguage();
    return this.gameList(query).load(
      () => this.sportsApi.games(query),
      (answer) => {
        this.remember(answer.champs, answer.sports);
        return { gameIds: this.storeGames(answer.games, 'main'), total: answer.total };
      },
    );
  }

  topGames(type: BettingType, limit?: number): Resource<GameListData> {
    return this.gameLists.get(sportsPaths.top(type, limit));
  }

  loadTopGames(type: BettingType, limit?: number): Promise<void> {
    this.followLanguage();
    return this.topGames(type, limit).load(
      () => this.sportsApi.top(type, limit),
      (answer) => {
        this.remember(answer.champs, answer.sports ?? []);
        const gameIds = this.storeGames(answer.games, 'main');
        return { gameIds, total: gameIds.length };
      },
    );
  }

  /** A multi-live set of at most MULTI_MAX_GAMES games, every market. */
  multiGames(gameIds: readonly number[]): Resource<MultiData> {
    return this.multiSets.get(sportsPaths.multi(gameIds));
  }

  loadMultiGames(gameIds: readonly number[]): Promise<void> {
    this.followLanguage();
    return this.multiGames(gameIds).load(
      () => this.sportsApi.multi(gameIds.slice(0, MULTI_MAX_GAMES)),
      (answer) => ({
        gameIds: this.storeGames(answer.games, 'all'),
        missingIds: answer.missingIds,
      }),
    );
  }

  /** One game with every market, grouped (the game page); the game itself is `game(id)`. */
  gameDetails(gameId: number): Resource<GameDetailsData> {
    return this.details.get(sportsPaths.game(gameId));
  }

  loadGame(gameId: number): Promise<void> {
    this.followLanguage();
    return this.gameDetails(gameId).load(
      () => this.sportsApi.game(gameId),
      (answer) => {
        this.remember([answer.champ], [answer.sport]);
        this.storeGames([answer.game], 'all');
        return {
          gameId: answer.game.id,
          groups: answer.game.groups,
          champ: answer.champ,
          sport: answer.sport,
        };
      },
    );
  }

  results(query: ResultsQuery): Resource<ResultsAnswer> {
    return this.resultLists.get(sportsPaths.results(query));
  }

  loadResults(query: ResultsQuery): Promise<void> {
    this.followLanguage();
    return this.results(query).load(() => this.sportsApi.results(query));
  }

  statistics(gameId: number): Resource<StatisticsAnswer> {
    return this.statisticsByGame.get(sportsPaths.statistics(gameId));
  }

  loadStatistics(gameId: number): Promise<void> {
    this.followLanguage();
    return this.statistics(gameId).load(() => this.sportsApi.statistics(gameId));
  }

  cyberDisciplines(type: CyberType): Resource<CyberDisciplinesAnswer> {
    return this.disciplines.get(sportsPaths.cyberDisciplines(type));
  }

  loadCyberDisciplines(type: CyberType): Promise<void> {
    this.followLanguage();
    return this.cyberDisciplines(type).load(() => this.sportsApi.cyberDisciplines(type));
  }

  cyberChamps(type: CyberType, sportId?: number): Resource<CyberChampsAnswer> {
    return this.cyberChampLists.get(sportsPaths.cyberChamps(type, sportId));
  }

  loadCyberChamps(type: CyberType, sportId?: number): Promise<void> {
    this.followLanguage();
    return this.cyberChamps(type, sportId).load(() => this.sportsApi.cyberChamps(type, sportId));
  }

  // ---- live ----

  /**
   * Keeps these games current (live stream, or polling when it cannot be held) until the
   * returned function is called. Views call it on mount with the games they show.
   */
  subscribe(gameIds: readonly number[], options?: SubscribeOptions): () => void {
    return this.live.subscribe(gameIds, options);
  }

  /** Applies live deltas in order; an old or repeated one (seq not above the held one) is skipped. */
  applyDeltas(deltas: readonly GameDelta[]): void {
    for (const delta of deltas) this.applyDelta(delta);
  }

  /** Stops the stream, polling and timers. */
  dispose(): void {
    this.live.dispose();
    if (this.sweepTimer !== null) this.clock.clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
  }

  private applyDelta(delta: GameDelta): void {
    if (delta.created && !this.games.has(delta.gameId)) this.storeGames([delta.created], 'all');
    const game = this.games.get(delta.gameId);
    if (!game || delta.seq <= game.seq) return;
    game.seq = delta.seq;
    if (delta.status !== undefined) game.status = delta.status;
    if (delta.timeSec !== undefined) game.timeSec = delta.timeSec;
    if (delta.period !== undefined) game.period = delta.period;
    if (delta.score !== undefined) game.score = delta.score;
    if (delta.finished !== undefined) game.isFinished = delta.finished;
    if (delta.removed) game.isRemoved = true;
    for (const change of delta.outcomes ?? []) {
      const outcome = this.outcomes.get(change.id);
      if (outcome && outcome.setPrice(change.coef, change.isBlocked)) this.markMoved(outcome);
    }
  }

  /**
   * Polling: the loaded game lists that show any of these games are asked again (one request
   * refreshes a whole list); games no list covers are asked as multi sets.
   */
  private async pollGames(gameIds: number[]): Promise<boolean> {
    const wanted = new Set(gameIds);
    const refreshed: Resource<unknown>[] = [];
    for (const key of this.gameLists.keys()) {
      const list = this.gameLists.get(key);
      const ids = list.data?.gameIds ?? [];
      if (!ids.some((id) => wanted.has(id))) continue;
      for (const id of ids) wanted.delete(id);
      refreshed.push(list);
    }
    await Promise.all(refreshed.map((list) => list.refresh()));
    // A failed refresh keeps the list's last data on screen and its error.
    let answered = refreshed.every((list) => list.error === null);
    const rest = [...wanted];
    for (let i = 0; i < rest.length; i += MULTI_MAX_GAMES) {
      const result = await this.sportsApi.multi(rest.slice(i, i + MULTI_MAX_GAMES));
      if (result.ok) this.storeGames(result.data.games, 'all');
      else answered = false;
    }
    return answered;
  }

  /**
   * The page language changed since the loaded answers came: every loaded answer is asked again
   * in the new one (each keeps its data on screen until then).
   */
  private followLanguage(): void {
    const lng = this.language();
    const previous = this.answersLanguage;
    this.answersLanguage = { lng };
    if (!previous || previous.lng === lng) return;
    const maps: ResourceMap<unknown>[] = [
      this.menus,
      this.champLists,
      this.champPages,
      this.gameLists,
      this.multiSets,
      this.details,
      this.resultLists,
      this.statisticsByGame,
      this.disciplines,
      this.cyberChampLists,
    ];
    for (const map of maps) for (const key of map.keys()) void map.get(key).refresh();
  }

  /** Keeps the latest names (the language may have changed). */
  private remember(champs: readonly Championship[], sports: readonly Sport[]): void {
    for (const champ of champs) {
      if (this.champsById.get(champ.id)?.name !== champ.name) this.champsById.set(champ.id, champ);
    }
    for (const sport of sports) {
      if (this.sportsById.get(sport.id)?.name !== sport.name) this.sportsById.set(sport.id, sport);
    }
  }

  /** Puts answers into the models; returns their ids in order. */
  private storeGames(games: readonly GameWithMarkets[], markets: Markets): number[] {
    return games.map((game) => this.upsertGame(game, markets).id);
  }

  private upsertGame(data: GameWithMarkets, markets: Markets): GameModel {
    let game = this.games.get(data.id);
    if (game) game.update(data);
    else {
      game = new GameModel(data);
      this.games.set(data.id, game);
    }
    const marketIds: number[] = [];
    for (const market of data.markets) {
      marketIds.push(market.id);
      const known = this.markets.get(market.id);
      if (known) known.update(market);
      else this.markets.set(market.id, new MarketModel(market, data.id));
      for (const outcome of market.outcomes) {
        const model = this.outcomes.get(outcome.id);
        if (!model) this.outcomes.set(outcome.id, new OutcomeModel(outcome, market.id, data.id));
        else if (model.update(outcome)) this.markMoved(model);
      }
    }
    if (markets === 'all') game.allMarketIds = marketIds;
    else game.mainMarketIds = marketIds;
    return game;
  }

  private markMoved(outcome: OutcomeModel): void {
    this.movementExpiry.set(outcome.id, this.clock.now() + MOVEMENT_SHOW_MS);
    if (this.sweepTimer === null) {
      this.sweepTimer = this.clock.setTimeout(() => this.sweepMovements(), MOVEMENT_SWEEP_MS);
    }
  }

  private sweepMovements(): void {
    this.sweepTimer = null;
    const now = this.clock.now();
    for (const [id, expiresAt] of this.movementExpiry) {
      if (expiresAt > now) continue;
      this.movementExpiry.delete(id);
      this.outcomes.get(id)?.clearMovement();
    }
    if (this.movementExpiry.size > 0) {
      this.sweepTimer = this.clock.setTimeout(() => this.sweepMovements(), MOVEMENT_SWEEP_MS);
    }
  }
}
