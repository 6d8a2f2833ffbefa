// The free bets of the coupon (docs/bonus.md "Free bets"): the customer's active sports free
// bets, the one chosen to stake the coupon instead of the customer's money, and when one can.
import { makeAutoObservable, runInAction } from 'mobx';
import { COUPON_TYPES, type CouponTypeId } from '../../../domain/coupon';
import { ACCOUNT_TYPE } from '../../../domain/money/accountTypes';
import type { CouponApi, FreeBetOption } from '../couponApi';
import type { CouponAccount, CouponContext, SlipView } from './types';

/** What the free bets read from the coupon and tell it. */
export interface FreeBetsHost {
  readonly activeTypeId: CouponTypeId;
  readonly slip: Pick<SlipView, 'count'>;
  /** A change of the stake makes the last refusals stale. */
  resetPlacement(): void;
}

/** Accounts the coupon can be paid from: main and bonus (SPEC section 3 account types 0, 4). */
export function couponAccountsOf(context: CouponContext): CouponAccount[] {
  return context
    .accounts()
    .filter((a) => a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.bonus);
}

/** The coupon and the parts of it that the free bets work with. */
interface FreeBetsDeps {
  host: FreeBetsHost;
  context: CouponContext;
  api: CouponApi;
  now: () => number;
}

export class CouponFreeBets {
  /** The customer's active sports free bets, loaded when signed in. */
  freeBets: FreeBetOption[] = [];
  /** The free bet chosen to stake the coupon, or null: the customer's money. */
  freeBetId: string | null = null;

  constructor(private readonly deps: FreeBetsDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Free bets usable now: unexpired, in the currency of a main account the customer has. */
  get usableFreeBets(): FreeBetOption[] {
    const now = this.deps.now();
    const mains = couponAccountsOf(this.deps.context).filter((a) => a.type === ACCOUNT_TYPE.main);
    return this.freeBets.filter(
      (f) => Date.parse(f.expiresAt) > now && mains.some((a) => a.currencyId === f.currencyId),
    );
  }

  /** A free bet stakes one coupon: an express, a system or a single of one bet. */
  get isFreeBetAvailable(): boolean {
    const count = this.deps.host.slip.count;
    if (!this.deps.context.isSignedIn() || count === 0) return false;
    const type = this.deps.host.activeTypeId;
    return (
      type === COUPON_TYPES.express ||
      type === COUPON_TYPES.system ||
      (type === COUPON_TYPES.singles && count === 1)
    );
  }

  /** The chosen free bet while it can stake this coupon; its amount is then the stake. */
  get freeBet(): FreeBetOption | null {
    if (this.freeBetId === null || !this.isFreeBetAvailable) return null;
    return this.usableFreeBets.find((f) => f.id === this.freeBetId) ?? null;
  }

  selectFreeBet(id: string | null): void {
    this.freeBetId = id !== null && this.freeBets.some((f) => f.id === id) ? id : null;
    this.deps.host.resetPlacement();
  }

  async loadFreeBets(): Promise<void> {
    if (!this.deps.context.isSignedIn() || !this.deps.api.freeBets) return;
    const freeBets = await this.deps.api.freeBets();
    runInAction(() => {
      if (freeBets === null) return;
      this.freeBets = freeBets;
      if (this.freeBetId !== null && !freeBets.some((f) => f.id === this.freeBetId)) {
        this.freeBetId = null;
      }
    });
  }

  /** The coupon was placed with this free bet: the token is used and leaves the list. */
  afterPlaced(freeBetId: number | undefined): void {
    if (freeBetId === undefined) return;
    this.freeBets = this.freeBets.filter((f) => f.id !== String(freeBetId));
    this.freeBetId = null;
  }
}
