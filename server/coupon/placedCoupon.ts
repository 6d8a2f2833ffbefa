// A booked coupon as the customer sees it: the placement answer, one coupon (GET
// /web-api/coupon/{id}) and the bets history. The shapes are the shared contract's
// (domain/coupon/contract.ts), derived from the schema the routes answer.
export type { PlacedCoupon, PlacedLeg } from '../../domain/coupon/contract';
