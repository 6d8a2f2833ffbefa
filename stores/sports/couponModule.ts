// The coupon's code as one lazy chunk (lazyCoupon.ts): the store, its settings, reminder and HTTP
// calls. The root store imports this module only through `import()`, so a page that shows no
// odds, and a page whose odds nobody clicked while the coupon is empty, never loads it.
import type { ApiClient } from '../../runtime/api';
import { createCouponApi } from './couponApi';
import { CouponStore } from './CouponStore';
import type { CouponStoreDeps } from './coupon/types';

export { CouponStore } from './CouponStore';
export {
  CouponSettingsStore,
  COUPON_SETTINGS_STORAGE_KEY,
  DEFAULT_COUPON_SETTINGS,
} from './CouponSettingsStore';
export {
  CouponReminder,
  COUPON_REMINDER_LIVE_MS,
  COUPON_REMINDER_LINE_MS,
  COUPON_REMINDER_STORAGE_KEY,
} from './couponReminder';
export { createCouponApi, refusalsOf } from './couponApi';

export interface CouponStoreFactoryDeps extends Omit<CouponStoreDeps, 'api'> {
  api: ApiClient;
  /** The page language (the coupon's answers name things in it). */
  language?: () => string;
}

/** The root store's coupon: its HTTP calls over the root's api client. */
export function createCouponStore({ api, language, ...deps }: CouponStoreFactoryDeps): CouponStore {
  return new CouponStore({ ...deps, api: createCouponApi(api, language) });
}
