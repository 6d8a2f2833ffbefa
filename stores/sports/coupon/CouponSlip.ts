// The slip's bets (SPEC section 3 "Bet", "Coupon kept locally"; section 4 "Bets and coupon"):
// the bets in the order they were added, when each came, the bets per game (dependent bets) and
// locked bets. Adding, removing and clearing tell the coupon, whose parts then forget a bet, and
// which keeps itself locally.
import { makeAutoObservable, observable, type ObservableMap } from 'mobx';
import {
  BET_BUILDER_MARKET_TYPE,
  builderOutcomeId,
  type BuilderPick,
} from '../../../domain/coupon';
import { isLockedBet } from '../../../domain/sports/liveRule';
import { MarketKind } from '../../../domain/sports/types';
import type { BuilderQuoteAnswer, CouponApi } from '../couponApi';
import { makeBet, type BetExtras } from './bets';
import { markDependent } from './couponRules';
import type { BetGameInput, BetMarketInput, BetOutcomeInput, CouponBet } from './types';

/** What the slip tells the coupon. */
export interface SlipHost {
  /** Whether a bet's market is blocked now (CouponPrices). */
  isBetBlocked(bet: CouponBet): boolean;
  /** A bet came in: the last refusals are stale, the coupon is kept, the reminder runs. */
  betAdded(bet: CouponBet): void;
  /** A bet left: the parts forget it. */
  betRemoved(betId: number): void;
  /** Every bet left at once: the parts forget theirs. */
  betsCleared(): void;
  /** Keeps the coupon locally. */
  save(): void;
  /** The slip became empty. */
  emptied(): void;
}

export class CouponSlip {
  readonly betsById: ObservableMap<number, CouponBet> = observable.map({}, { deep: false });
  /** Bets per game, observed per game: odds cells of one game learn they became dependent. */
  readonly betCountByGame: ObservableMap<number, number> = observable.map({}, { deep: false });
  /** Epoch ms each bet was added at. */
  addedAtByBetId: Record<number, number> = {};

  constructor(private readonly deps: { host: SlipHost; api: CouponApi; now: () => number }) {
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, betsById: false, betCountByGame: false },
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

  /** The games the bets are on (the slip keeps them subscribed to live prices). */
  get gameIds(): number[] {
    return [...new Set(this.bets.map((b) => b.market.gameId))];
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
    return !!bet && isLockedBet({ ...bet, isBlocked: this.deps.host.isBetBlocked(bet) });
  }

  /** Adds the outcome as a bet (nothing when it is already in the coupon). */
  addBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: BetExtras = {},
  ): void {
    if (this.betsById.has(outcome.id)) return;
    this.putBet(makeBet(outcome, game, market, extras));
  }

  /**
   * Puts a bet builder of the game in the coupon at the quoted price (docs/bet-builder.md),
   * replacing the game's builder already there; the server prices it again at placement.
   */
  addBuilder(
    game: BetGameInput,
    picks: BuilderPick[],
    coef: number,
    names: { marketName: string; outcomeName: string },
  ): void {
    const id = builderOutcomeId(game.id);
    if (this.betsById.has(id)) this.removeBet(id);
    const bet = makeBet(
      { id, typeId: 0, name: names.outcomeName, coef, isBlocked: false },
      game,
      {
        id,
        typeId: BET_BUILDER_MARKET_TYPE,
        kind: MarketKind.Special,
        blockId: 0,
        name: names.marketName,
        isLive: false,
        isBannedExpress: false,
      },
      {},
    );
    this.putBet({ ...bet, builder: picks });
  }

  /** A bet builder's price now, or its refusal; null when the server did not answer. */
  quoteBuilder(gameId: number, picks: BuilderPick[]): Promise<BuilderQuoteAnswer | null> {
    return this.deps.api.quoteBuilder?.(gameId, picks) ?? Promise.resolve(null);
  }

  removeBet(outcomeId: number): void {
    if (!this.betsById.delete(outcomeId)) return;
    const { [outcomeId]: _removed, ...rest } = this.addedAtByBetId;
    this.addedAtByBetId = rest;
    this.deps.host.betRemoved(outcomeId);
    this.markDependent();
    this.deps.host.save();
    if (this.count === 0) this.deps.host.emptied();
  }

  /** Adds the bet, or removes it when it is there; returns whether it is in the coupon now. */
  toggleBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: BetExtras = {},
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
    this.deps.host.betsCleared();
    this.deps.host.save();
    this.deps.host.emptied();
  }

  /** A bet made elsewhere (a loaded code) goes in as it is. */
  putBet(bet: CouponBet): void {
    this.betsById.set(bet.id, bet);
    this.addedAtByBetId = { ...this.addedAtByBetId, [bet.id]: this.deps.now() };
    this.markDependent();
    this.deps.host.betAdded(bet);
  }

  /** The bets kept locally, as they were read back. */
  restore(saved: { bets: CouponBet[]; addedAtByBetId: Record<number, number> }): void {
    for (const bet of saved.bets) this.betsById.set(bet.id, bet);
    this.addedAtByBetId = saved.addedAtByBetId;
    this.markDependent();
  }

  /** Bets on the same game depend on each other (they cannot go into one express together). */
  private markDependent(): void {
    markDependent(this.betsById, this.betCountByGame);
  }
}
