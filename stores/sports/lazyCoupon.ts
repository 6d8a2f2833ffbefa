// The coupon store made on first use (SPEC section 3 "Coupon state"): its code (about a tenth of
// the home page's script) loads when a page shows the slip, when an odds cell is clicked, or at
// start when the coupon kept locally has bets or one-click is on (the odds cells then show them
// selected, or marked for one-click). Until then
// odds cells read "not in the coupon" from `current` being null.
import { makeObservable, observable, runInAction } from 'mobx';
import type { CouponStore } from './CouponStore';
import { COUPON_STORAGE_KEY } from './coupon/types';
import { COUPON_SETTINGS_STORAGE_KEY } from './coupon/settingsKey';
import { readStoredObject, type KeyValueStorage } from './preferences';

export class LazyCoupon {
  /** The coupon once loaded; observed, so odds cells show their selection when it arrives. */
  current: CouponStore | null = null;
  private loading: Promise<CouponStore> | null = null;

  constructor(private readonly create: () => Promise<CouponStore>) {
    makeObservable(this, { current: observable.ref });
  }

  /** Loads and builds the coupon once; every caller gets the same store. */
  load(): Promise<CouponStore> {
    this.loading ??= this.create().then(
      (store) => {
        runInAction(() => (this.current = store));
        return store;
      },
      (error: unknown) => {
        this.loading = null; // a failed chunk load may succeed on the next click
        throw error;
      },
    );
    return this.loading;
  }

  /** The loaded coupon, for views a loaded coupon renders (the slip's widget waits for it). */
  get loaded(): CouponStore {
    if (!this.current) throw new Error('the coupon is not loaded: await stores.coupon.load()');
    return this.current;
  }
}

/** Whether the coupon kept locally has bets or one-click on: then the coupon loads at start. */
export function hasKeptCoupon(storage: KeyValueStorage | undefined): boolean {
  const saved = readStoredObject(storage, COUPON_STORAGE_KEY);
  if (Array.isArray(saved.bets) && saved.bets.length > 0) return true;
  return readStoredObject(storage, COUPON_SETTINGS_STORAGE_KEY).isActiveOneClick === true;
}
