// What the customer adds to the coupon besides bets and stake (SPEC section 3 "Coupon state";
// sections 4 and 5): the promo code, the bonus bet (and its deletion by hand) and the VIP bet.
// The rules are ./couponRules.ts's (domain/coupon); every change makes the last refusals stale.
import { makeAutoObservable } from 'mobx';
import { bonusBetFactor, type CouponTypeId } from '../../../domain/coupon';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import { bonusBetOffered, vipBetAvailable } from './couponRules';
import type { CouponContext, SlipView } from './types';

/** What the extras read from the coupon and tell it. */
export interface ExtrasHost {
  readonly slip: Pick<SlipView, 'bets' | 'count'>;
  readonly activeTypeId: CouponTypeId;
  readonly stakes: { readonly rules: { max: number } };
  resetPlacement(): void;
}

export class CouponExtras {
  promoCode = '';
  manuallyDeletedBonusBet = false;

  constructor(
    private readonly deps: {
      host: ExtrasHost;
      context: CouponContext;
      settings: CouponSettingsStore;
    },
  ) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** SPEC section 4 bonus bet (./couponRules.ts). */
  get isBonusBetOffered(): boolean {
    const featureOn = this.deps.context.flags().isAvailableCouponBonusBet === true;
    return bonusBetOffered(this.deps.host, featureOn, this.manuallyDeletedBonusBet);
  }

  /** The bonus bet's extra percent (factor 1.05 -> 5). */
  get bonusBetPercent(): number {
    return Math.round((bonusBetFactor(this.deps.host.slip.count) - 1) * 100);
  }

  /** SPEC section 4: deleting the bonus bet by hand sets a flag; it stays off for this coupon. */
  deleteBonusBet(): void {
    this.manuallyDeletedBonusBet = true;
    this.deps.host.resetPlacement();
  }

  /** SPEC section 5 VIP bet (./couponRules.ts). */
  get isVipBetAvailable(): boolean {
    return vipBetAvailable(this.deps.host, this.deps.context.flags().showVipBet === true);
  }

  get isActiveVipBet(): boolean {
    return this.isVipBetAvailable && this.deps.settings.settings.isVipBet;
  }

  setVipBet(on: boolean): void {
    this.deps.settings.setVipBet(on);
    this.deps.host.resetPlacement();
  }

  setPromoCode(code: string): void {
    this.promoCode = code.slice(0, 64);
    this.deps.host.resetPlacement();
  }

  /** The coupon emptied: a bonus bet deleted by hand may be offered again. */
  couponEmptied(): void {
    this.manuallyDeletedBonusBet = false;
  }

  /** The slip's coupon was placed: the promo code and the bonus bet start afresh. */
  afterPlaced(): void {
    this.promoCode = '';
    this.manuallyDeletedBonusBet = false;
  }
}
