// Normalised observable sports data: one small observable object per game, market and outcome, so
// a live change touches one object and only the views observing it re-render (one
// component re-rendered per coefficient change).
import { action, makeObservable, observable } from 'mobx';
import type {
  CyberType,
  Game,
  GameScore,
  GameStatus,
  Market,
  MarketKind,
  Opponent,
  Outcome,
} from '../../domain/sports/types';

export type Movement = 'up' | 'down' | null;

export class OutcomeModel {
  readonly id: number;
  readonly gameId: number;
  readonly marketId: number;
  typeId: number;
  name: string;
  coef: number;
  isBlocked: boolean;
  /** The coefficient before the last change (null until one happens). */
  previousCoef: number | null = null;
  /** Direction of the last change, for a few seconds after it (MOVEMENT_SHOW_MS). */
  movement: Movement = null;

  constructor(outcome: Outcome, marketId: number, gameId: number) {
    this.id = outcome.id;
    this.gameId = gameId;
    this.marketId = marketId;
    this.typeId = outcome.typeId;
    this.name = outcome.name;
    this.coef = outcome.coef;
    this.isBlocked = outcome.isBlocked;
    makeObservable(this, {
      typeId: observable,
      name: observable,
      coef: observable,
      isBlocked: observable,
      previousCoef: observable,
      movement: observable,
      update: action,
      setPrice: action,
      clearMovement: action,
    });
  }

  /** Takes a fresh copy from the API; returns whether the coefficient moved. */
  update(outcome: Outcome): boolean {
    this.typeId = outcome.typeId;
    this.name = outcome.name;
    return this.setPrice(outcome.coef, outcome.isBlocked);
  }

  /** A new price (live delta or poll); returns whether the coefficient moved. */
  setPrice(coef: number, isBlocked: boolean): boolean {
    this.isBlocked = isBlocked;
    if (coef === this.coef || !Number.isFinite(coef)) return false;
    this.previousCoef = this.coef;
    this.movement = coef > this.coef ? 'up' : 'down';
    this.coef = coef;
    return true;
  }

  clearMovement(): void {
    this.movement = null;
  }
}

export class MarketModel {
  readonly id: number;
  readonly gameId: number;
  // Set by update(), which the constructor calls before making them observable.
  typeId!: number;
  kind!: MarketKind;
  blockId!: number;
  groupId!: number;
  name!: string;
  param!: number | undefined;
  isLive!: boolean;
  isBannedExpress!: boolean;
  /** One of the game's main markets (the ones lists show). */
  isMain!: boolean;
  outcomeIds!: number[];

  constructor(market: Market, gameId: number) {
    this.id = market.id;
    this.gameId = gameId;
    this.update(market);
    makeObservable(this, {
      typeId: observable,
      kind: observable,
      blockId: observable,
      groupId: observable,
      name: observable,
      param: observable,
      isLive: observable,
      isBannedExpress: observable,
      isMain: observable,
      outcomeIds: observable.struct,
      update: action,
    });
  }

  update(market: Market): void {
    this.typeId = market.typeId;
    this.kind = market.kind;
    this.blockId = market.blockId;
    this.groupId = market.groupId;
    this.name = market.name;
    this.param = market.param;
    this.isLive = market.isLive;
    this.isBannedExpress = market.isBannedExpress;
    this.isMain = market.isMain;
    this.outcomeIds = market.outcomes.map((o) => o.id);
  }
}

export class GameModel {
  readonly id: number;
  // Set by update(), which the constructor calls before making them observable.
  number!: number;
  permanentId!: number;
  sportId!: number;
  champId!: number;
  opponents!: Opponent[];
  startAt!: number;
  status!: GameStatus;
  timeSec!: number | null;
  period!: number;
  score!: GameScore;
  isLiveInLive!: boolean;
  hasVideo!: boolean;
  isFinished!: boolean;
  cyberType!: CyberType | undefined;
  isTop!: boolean;
  marketsCount!: number;
  /** The game left the feed (a live delta said so). */
  isRemoved = false;
  /** The main markets lists show (from list answers). */
  mainMarketIds: number[] = [];
  /** Every market, once the game page loaded them. */
  allMarketIds: number[] | null = null;
  /** The last live delta applied (not observed: bookkeeping for resume and ordering). */
  seq = 0;

  constructor(game: Game) {
    this.id = game.id;
    this.update(game);
    makeObservable(this, {
      number: observable,
      permanentId: observable,
      sportId: observable,
      champId: observable,
      opponents: observable.struct,
      startAt: observable,
      status: observable,
      timeSec: observable,
      period: observable,
      score: observable.struct,
      isLiveInLive: observable,
      hasVideo: observable,
      isFinished: observable,
      cyberType: observable,
      isTop: observable,
      marketsCount: observable,
      isRemoved: observable,
      mainMarketIds: observable.struct,
      allMarketIds: observable.struct,
      update: action,
    });
  }

  get home(): Opponent | undefined {
    return this.opponents[0];
  }

  get away(): Opponent | undefined {
    return this.opponents[1];
  }

  /** Takes a fresh copy from the API; unchanged values notify nobody. */
  update(game: Game): void {
    // The copy's data and its seq go together: deltas after it apply, older ones are skipped.
    if (game.seq !== undefined) this.seq = game.seq;
    this.number = game.number;
    this.permanentId = game.permanentId;
    this.sportId = game.sportId;
    this.champId = game.champId;
    this.opponents = game.opponents;
    this.startAt = game.startAt;
    this.status = game.status;
    this.timeSec = game.timeSec;
    this.period = game.period;
    this.score = game.score;
    this.isLiveInLive = game.isLiveInLive;
    this.hasVideo = game.hasVideo;
    this.isFinished = game.isFinished;
    this.cyberType = game.cyberType;
    this.isTop = game.isTop;
    this.marketsCount = game.marketsCount;
  }
}
