// The coupon settings' local storage key apart from the settings store: lazyCoupon.ts reads it at
// start (one-click on loads the coupon) without loading the store's code.

/** Local storage key of the coupon settings (SPEC section 3 "Coupon settings"). */
export const COUPON_SETTINGS_STORAGE_KEY = 'coupon_settings';
