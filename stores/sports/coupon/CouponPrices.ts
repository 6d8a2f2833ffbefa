// The prices of the coupon's bets (SPEC section 4 "Bets and coupon", odds changes): the price the
// sports store holds now, a move since the bet was added or accepted, the new coefficient a
// refusal named, and "Accept new odds".
import { makeAutoObservable } from 'mobx';
import type { CouponRefusal } from '../../../domain/coupon';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import type { CouponPlacement } from './CouponPlacement';
import { coefChangeOf } from './couponRules';
import type { CoefChange, CouponBet, CouponContext, SlipView } from './types';

/** What the prices read from the coupon and tell it. */
export interface PricesHost {
  readonly slip: SlipView;
  /** Keeps the coupon locally after a bet took its new price. */
  save(): void;
}

/** The coupon and the parts of it that the prices work with. */
interface PricesDeps {
  host: PricesHost;
  context: CouponContext;
  settings: CouponSettingsStore;
  placement: CouponPlacement;
}

export class CouponPrices {
  /** New coefficients a refusal named, per bet, until accepted. */
  refusedCoefByBetId: Record<number, number> = {};

  constructor(private readonly deps: PricesDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The price the sports store holds now (live), else the one the bet was added at. */
  currentCoef(betId: number): number {
    const bet = this.deps.host.slip.betsById.get(betId);
    if (!bet) return 0;
    return this.deps.context.priceOf(betId)?.coef ?? bet.market.coef;
  }

  /** A bet whose price moved since it was added or accepted: old -> new. */
  coefChange(betId: number): CoefChange | null {
    const bet = this.deps.host.slip.betsById.get(betId);
    if (!bet) return null;
    const refused = this.refusedCoefByBetId[betId];
    return coefChangeOf(bet, refused, this.currentCoef(betId), this.deps.settings);
  }

  /** The coefficient a bet is placed at: the new one when the setting takes it on its own. */
  placingCoef(betId: number): number {
    const change = this.coefChange(betId);
    const bet = this.deps.host.slip.betsById.get(betId);
    if (!bet) return 0;
    return change && !change.needsAcceptance ? change.current : bet.market.coef;
  }

  isBetBlocked(bet: CouponBet): boolean {
    return this.deps.context.priceOf(bet.id)?.isBlocked ?? bet.isBlocked;
  }

  get hasUnacceptedChanges(): boolean {
    return this.deps.host.slip.bets.some((b) => this.coefChange(b.id)?.needsAcceptance);
  }

  /** "Accept new odds": the bet (or every bet) takes its new price. */
  acceptNewOdds(betId?: number): void {
    const ids = betId === undefined ? this.deps.host.slip.bets.map((b) => b.id) : [betId];
    for (const id of ids) {
      const bet = this.deps.host.slip.betsById.get(id);
      if (!bet) continue;
      const coef = this.refusedCoefByBetId[id] ?? this.currentCoef(id);
      if (coef !== bet.market.coef) {
        this.deps.host.slip.betsById.set(id, { ...bet, market: { ...bet.market, coef } });
      }
      this.forgetBet(id);
    }
    this.deps.placement.dropOddsRefusals(betId);
    this.deps.host.save();
  }

  /** The placement's refusal named new coefficients: kept per bet until accepted. */
  rememberRefusedCoefs(refusals: readonly CouponRefusal[]): void {
    const refused: Record<number, number> = { ...this.refusedCoefByBetId };
    for (const r of refusals) {
      if (r.code === 'odds_changed' && r.outcomeId !== undefined && r.newCoef !== undefined) {
        refused[r.outcomeId] = r.newCoef;
      }
    }
    this.refusedCoefByBetId = refused;
  }

  /** A bet left the coupon (or took its new price): its refused coefficient goes. */
  forgetBet(betId: number): void {
    const { [betId]: _coef, ...rest } = this.refusedCoefByBetId;
    this.refusedCoefByBetId = rest;
  }

  clear(): void {
    this.refusedCoefByBetId = {};
  }
}
