// The slip's panel on screen (SPEC section 3 "Coupon state"): its tab (the slip or the
// customer's open bets), how many bets are open, and the compact slip of narrow widths.
import { makeAutoObservable, runInAction } from 'mobx';
import type { CouponApi } from '../couponApi';
import type { CouponContext } from './types';

export class CouponPanel {
  /** SPEC section 3 Coupon state tab: the slip or the customer's open bets. */
  tab: 'coupon' | 'myBets' = 'coupon';
  /** The compact slip (narrow widths) is expanded. */
  isVisibleQuickCoupon = false;
  openBetsCount: number | null = null;

  constructor(private readonly deps: { api: CouponApi; context: CouponContext }) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  setTab(tab: 'coupon' | 'myBets'): void {
    this.tab = tab;
  }

  setQuickCouponVisible(visible: boolean): void {
    this.isVisibleQuickCoupon = visible;
  }

  async loadOpenBetsCount(): Promise<void> {
    if (!this.deps.context.isSignedIn()) return;
    const count = await this.deps.api.openBetsCount();
    runInAction(() => {
      if (count !== null) this.openBetsCount = count;
    });
  }
}
