// The coupon store made on first use (SPEC section 3 "Coupon state"): its code (about a tenth of
// the home page's script) loads when a page shows the slip, when an odds cell is clicked, or at
// start when the coupon kept locally has bets or one-click is on (the odds cells then show them
// selected, or marked for one-click). Until then
// odds cells read "not in the coupon" from `current` being null.
import { LazyHolder } from '../lazyHolder';
import type { CouponStore } from './CouponStore';
import { COUPON_STORAGE_KEY } from './coupon/types';
import { COUPON_SETTINGS_STORAGE_KEY } from './coupon/settingsKey';
import { readStoredObject, type KeyValueStorage } from './preferences';

export class LazyCoupon extends LazyHolder<CouponStore> {
  constructor(create: () => Promise<CouponStore>) {
    super('coupon', create);
  }
}

/** Whether the coupon kept locally has bets or one-click on: then the coupon loads at start. */
export function hasKeptCoupon(storage: KeyValueStorage | undefined): boolean {
  const saved = readStoredObject(storage, COUPON_STORAGE_KEY);
  if (Array.isArray(saved.bets) && saved.bets.length > 0) return true;
  return readStoredObject(storage, COUPON_SETTINGS_STORAGE_KEY).isActiveOneClick === true;
}
