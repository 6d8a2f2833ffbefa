// Route paths of the bet pages (schemas/routes.json), relative to /{lng}/.

/** The bet history (SPEC section 2 "Office": history). */
export const BET_HISTORY_PATH = 'office/history';

/** The printable coupon; the id is digits only (SPEC section 2, section 5 route constraints). */
export const printCouponPath = (couponId: number | string) => `print-coupon/${couponId}`;
