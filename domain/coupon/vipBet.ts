// The VIP bet (SPEC section 5): a stake above the maximum, up to VIP_MAX_FACTOR times it.
import { COUPON_TYPES } from './couponTypes';

/** Ours: how far above the maximum a VIP bet may go. */
export const VIP_MAX_FACTOR = 10;

/** Available only if the maximum is finite, bets exist, all are line bets, and not singles. */
export function isVipBetAvailable(input: {
  maxBetAmount: number;
  legs: readonly { isLive: boolean }[];
  typeId: number;
}): boolean {
  return (
    Number.isFinite(input.maxBetAmount) &&
    input.legs.length > 0 &&
    input.legs.every((l) => !l.isLive) &&
    input.typeId !== COUPON_TYPES.singles
  );
}
