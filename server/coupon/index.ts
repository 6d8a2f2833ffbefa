// The coupon context (bet placement, saved coupons, history); settlement lives beside it.
export { registerCouponRoutes, couponSiteFlags, type CouponRouteOptions } from './couponRoutes';
export {
  placeCoupon,
  type CouponSiteFlags,
  type PlacementResult,
  type PlacementResponse,
} from './placement';
export type { PlacedCoupon, PlacedLeg } from './placedCoupon';
export type { CouponTables } from './tables';
