import { makeAutoObservable, observable, type ObservableMap } from 'mobx';
import { isLiveBet, isLockedBet } from '../../domain/sports/liveRule';
import type { GameScore, MarketKind, Opponent } from '../../domain/sports/types';
import { readStoredObject, writeStoredObject, type KeyValueStorage } from './preferences';

/** SPEC section 3 "Bet": statusId defaults to -2 (not yet checked by the server). */
export const BET_STATUS_UNCHECKED = -2;
/** SPEC section 4 coupon types: 1 express, 2 system, 4 with blocks/system, 9 singles. */
export const COUPON_TYPES = { express: 1, system: 2, blocks: 4, singles: 9 } as const;
export type CouponTypeId = (typeof COUPON_TYPES)[keyof typeof COUPON_TYPES];
/** SPEC section 9 "Coupon constants": default system value 2 (SPEC section 5: at least 2). */
export const DEFAULT_SYSTEM_VALUE = 2;
/** SPEC section 3 "Coupon kept locally": the local storage key. */
export const COUPON_STORAGE_KEY = 'coupon';

/** SPEC section 3 "Bet": what the coupon needs to know of the outcome picked. */
export interface CouponBet {
  /** The outcome id: the bet's id and its market.id. */
  id: number;
  market: {
    id: number;
    coef: number;
    sportId: number;
    /** The market's type (line of a kind). */
    typeId: number;
    kind: MarketKind;
    isLive: boolean;
    gameId: number;
    champId: number;
    names: { market: string; outcome: string; opponents: string[] };
  };
  blockId: number;
  statusId: number;
  /** The outcome's type within the market. */
  typeId: number;
  game: {
    number: number;
    permanentId: number;
    status: number;
    startAt: number;
    timeSec: number | null;
    /** Opponents' English names, home first. */
    opponentsEn: string[];
    fullScore: string;
    formattedScore: string;
  };
  isBlocked: boolean;
  /** Another bet of the coupon is on the same game. */
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  expressId: number | null;
  statisticId: number | null;
  playersDuel: boolean;
  /** The page type the bet was picked on (SPEC section 2 sports page types), if any. */
  pageType: string | null;
}

/** The parts of an outcome, its market and its game a bet is made of (models or API objects). */
export interface BetOutcomeInput {
  id: number;
  typeId: number;
  name: string;
  coef: number;
  isBlocked: boolean;
}
export interface BetMarketInput {
  id: number;
  typeId: number;
  kind: MarketKind;
  blockId: number;
  name: string;
  isLive: boolean;
  isBannedExpress: boolean;
}
export interface BetGameInput {
  id: number;
  number: number;
  permanentId: number;
  sportId: number;
  champId: number;
  opponents: readonly Opponent[];
  startAt: number;
  status: number;
  timeSec: number | null;
  score: GameScore;
  isLiveInLive: boolean;
  isFinished: boolean;
}

export interface CouponStoreDeps {
  storage?: KeyValueStorage;
  now?: () => number;
}

/**
 * The coupon's bet list (SPEC section 3 "Bet", "Coupon kept locally": bets, addedAtByBetId,
 * typeId, systemValue), kept in local storage. The coupon itself (amounts, placing) is its own
 * issue; odds cells use addBet/removeBet/toggleBet/hasBet.
 */
export class CouponStore {
  readonly betsById: ObservableMap<number, CouponBet> = observable.map({}, { deep: false });
  /** Bets per game, observed per game: odds cells of one game learn they became dependent. */
  readonly betCountByGame: ObservableMap<number, number> = observable.map({}, { deep: false });
  /** Epoch ms each bet was added at. */
  addedAtByBetId: Record<number, number> = {};
  typeId: CouponTypeId = COUPON_TYPES.express;
  systemValue = DEFAULT_SYSTEM_VALUE;

  private readonly storage: KeyValueStorage | undefined;
  private readonly now: () => number;

  constructor(deps: CouponStoreDeps = {}) {
    this.storage = deps.storage;
    this.now = deps.now ?? Date.now;
    this.restore();
    makeAutoObservable<this, 'storage' | 'now'>(
      this,
      { betsById: false, betCountByGame: false, storage: false, now: false },
      { autoBind: true },
    );
  }

  /** The bets in the order they were added. */
  get bets(): CouponBet[] {
    return [...this.betsById.values()];
  }

  get count(): number {
    return this.betsById.size;
  }

  /** Observed per id: a cell re-renders only when its own bet comes or goes. */
  hasBet(outcomeId: number): boolean {
    return this.betsById.has(outcomeId);
  }

  /**
   * Whether a bet on this outcome depends on another bet of the coupon (the same game), so it
   * cannot join the same express: SPEC section 4 "dependent".
   */
  isDependent(outcomeId: number, gameId: number): boolean {
    const others = (this.betCountByGame.get(gameId) ?? 0) - (this.betsById.has(outcomeId) ? 1 : 0);
    return others > 0;
  }

  /** SPEC section 4: a bet is locked if blocked, dependent or banned from express. */
  isLocked(outcomeId: number): boolean {
    const bet = this.betsById.get(outcomeId);
    return !!bet && isLockedBet(bet);
  }

  /** Adds the outcome as a bet (nothing when it is already in the coupon). */
  addBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: { pageType?: string; statisticId?: number } = {},
  ): void {
    if (this.betsById.has(outcome.id)) return;
    this.betsById.set(outcome.id, makeBet(outcome, game, market, extras));
    this.addedAtByBetId = { ...this.addedAtByBetId, [outcome.id]: this.now() };
    this.markDependent();
    this.save();
  }

  removeBet(outcomeId: number): void {
    if (!this.betsById.delete(outcomeId)) return;
    const { [outcomeId]: _removed, ...rest } = this.addedAtByBetId;
    this.addedAtByBetId = rest;
    this.markDependent();
    this.save();
  }

  /** Adds the bet, or removes it when it is there; returns whether it is in the coupon now. */
  toggleBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: { pageType?: string; statisticId?: number } = {},
  ): boolean {
    if (this.betsById.has(outcome.id)) {
      this.removeBet(outcome.id);
      return false;
    }
    this.addBet(outcome, game, market, extras);
    return true;
  }

  clear(): void {
    this.betsById.clear();
    this.betCountByGame.clear();
    this.addedAtByBetId = {};
    this.save();
  }

  /** Bets on the same game depend on each other (they cannot go into one express together). */
  private markDependent(): void {
    const perGame = new Map<number, number>();
    for (const bet of this.betsById.values()) {
      perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
    }
    for (const gameId of [...this.betCountByGame.keys()]) {
      if (!perGame.has(gameId)) this.betCountByGame.delete(gameId);
    }
    for (const [gameId, count] of perGame) {
      if (this.betCountByGame.get(gameId) !== count) this.betCountByGame.set(gameId, count);
    }
    for (const bet of [...this.betsById.values()]) {
      const isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
      if (bet.isDepend !== isDepend) this.betsById.set(bet.id, { ...bet, isDepend });
    }
  }

  private save(): void {
    writeStoredObject(this.storage, COUPON_STORAGE_KEY, {
      bets: this.bets,
      addedAtByBetId: this.addedAtByBetId,
      typeId: this.typeId,
      systemValue: this.systemValue,
    });
  }

  /** Reads the coupon kept locally; bets that do not look like bets are left out. */
  private restore(): void {
    const saved = readStoredObject(this.storage, COUPON_STORAGE_KEY);
    const bets = Array.isArray(saved.bets) ? saved.bets.filter(isCouponBet) : [];
    const addedAt = (saved.addedAtByBetId ?? {}) as Record<string, unknown>;
    for (const bet of bets) {
      if (this.betsById.has(bet.id)) continue;
      this.betsById.set(bet.id, bet);
      const at = addedAt[String(bet.id)];
      this.addedAtByBetId[bet.id] = typeof at === 'number' && Number.isFinite(at) ? at : 0;
    }
    this.markDependent();
    if (Object.values(COUPON_TYPES).includes(saved.typeId as CouponTypeId)) {
      this.typeId = saved.typeId as CouponTypeId;
    }
    if (Number.isInteger(saved.systemValue) && (saved.systemValue as number) >= 2) {
      this.systemValue = saved.systemValue as number;
    }
  }
}

function makeBet(
  outcome: BetOutcomeInput,
  game: BetGameInput,
  market: BetMarketInput,
  extras: { pageType?: string; statisticId?: number },
): CouponBet {
  return {
    id: outcome.id,
    market: {
      id: outcome.id,
      coef: outcome.coef,
      sportId: game.sportId,
      typeId: market.typeId,
      kind: market.kind,
      isLive: isLiveBet({
        isFinished: game.isFinished,
        status: game.status,
        timeSec: game.timeSec,
        isLiveInLive: game.isLiveInLive,
        isLiveMarket: market.isLive,
      }),
      gameId: game.id,
      champId: game.champId,
      names: {
        market: market.name,
        outcome: outcome.name,
        opponents: game.opponents.map((o) => o.name),
      },
    },
    blockId: market.blockId,
    statusId: BET_STATUS_UNCHECKED,
    typeId: outcome.typeId,
    game: {
      number: game.number,
      permanentId: game.permanentId,
      status: game.status,
      startAt: game.startAt,
      timeSec: game.timeSec,
      opponentsEn: game.opponents.map((o) => o.nameEn),
      fullScore: game.score.full,
      formattedScore: game.score.formatted,
    },
    isBlocked: outcome.isBlocked,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: false,
    expressId: null,
    statisticId: extras.statisticId ?? null,
    playersDuel: false,
    pageType: extras.pageType ?? null,
  };
}

function isCouponBet(value: unknown): value is CouponBet {
  if (value === null || typeof value !== 'object') return false;
  const bet = value as Partial<CouponBet>;
  return (
    Number.isInteger(bet.id) &&
    typeof bet.market === 'object' &&
    bet.market !== null &&
    bet.market.id === bet.id &&
    typeof bet.market.coef === 'number' &&
    Number.isInteger(bet.market.gameId) &&
    typeof bet.game === 'object' &&
    bet.game !== null &&
    typeof bet.isBlocked === 'boolean'
  );
}
