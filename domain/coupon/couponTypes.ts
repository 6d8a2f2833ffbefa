// Coupon types and the shape of a coupon as the rules see it (SPEC section 4 "Bets and coupon",
// section 9 "Coupon constants"). Pure: the client's CouponStore and the server's placement and
// settlement apply the same rules from here.
import type { MarketKind } from '../sports/types';
import type { BuilderPick } from './betBuilder';

/** SPEC section 4: 1 express, 2 system, 4 with blocks, 9 singles. */
export const COUPON_TYPES = {
  express: 1,
  system: 2,
  blocks: 4,
  singles: 9,
} as const;
export type CouponTypeId = (typeof COUPON_TYPES)[keyof typeof COUPON_TYPES];
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [1, 2, 4, 9];

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return (COUPON_TYPE_IDS as readonly unknown[]).includes(value);
}

/** SPEC section 4: each coupon of a singles coupon carries typeId 0. */
export const SINGLE_COUPON_TYPE_ID = 0;
/** The lobby block: bankers of a system (SPEC section 4 "banker allowed when lobby block present"). */
export const LOBBY_BLOCK_ID = 0;
/** SPEC section 9 "Default system value 2"; section 5 "System coupon value is at least 2". */
export const DEFAULT_SYSTEM_VALUE = 2;
export const MIN_SYSTEM_VALUE = 2;
/** Ours: the most bets one coupon takes (more is the refusal too_many_bets). */
export const MAX_COUPON_BETS = 20;
/** SPEC section 3 "Bet": statusId default -2 (not checked yet). */
export const BET_STATUS_UNCHECKED = -2;

/** The least number of bets each type needs. */
export const MIN_BETS_BY_TYPE: Readonly<Record<CouponTypeId, number>> = {
  1: 2,
  2: 3,
  4: 2,
  9: 1,
};

/** One bet of a coupon as the rules see it. `coef` is decimal with at most 2 decimals. */
export interface CouponLeg {
  outcomeId: number;
  gameId: number;
  coef: number;
  kind: MarketKind;
  isLive: boolean;
  isBannedExpress: boolean;
  /** 0 a banker (lobby block), 1..n the block of a blocks coupon, 1 otherwise. */
  blockId: number;
  /** A bet builder leg's picks (docs/bet-builder.md). */
  builder?: BuilderPick[];
}

/**
 * A coupon as the rules see it. Amounts are integer minor units: `amount` is the total stake;
 * singles carry each bet's stake in `amountByBetId`, blocks each block's in `amountByBlockId`.
 */
export interface CouponShape {
  typeId: CouponTypeId;
  legs: CouponLeg[];
  amount: number;
  amountByBetId?: Record<number, number>;
  amountByBlockId?: Record<number, number>;
  /** System: the combination size (without bankers). */
  systemValue?: number;
  /** System: legs in the lobby block are bankers, in every combination. */
  useBankers?: boolean;
  /** Express: the bonus bet factor (1 when none). */
  bonusFactor?: number;
  /** SPEC section 9: the exact coefficient (0 or absent: none) overrides the coupon's. */
  exactCoef?: number;
}
