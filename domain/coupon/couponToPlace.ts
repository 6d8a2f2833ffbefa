// SPEC section 3 "Coupon to place": the body of the place call, one shape for the slip that sends
// it and the server that checks it (server/coupon/couponSchemas.ts placeBodySchema validates it).
// Amounts and coefficients in major units, as the contract carries them.
import type { ChangeCoefAction } from './coefChange';
import type { CouponTypeId } from './couponTypes';

/** One bet: the outcome, its game and the coefficient the customer saw. */ import type { BuilderPick } from './betBuilder';

export interface CouponToPlaceBet {
  outcomeId: number;
  gameId: number;
  coef: number;
  blockId?: number;
  /** Shown as live (true) or line (false): a line bet whose game went live is refused. */
  isLive?: boolean;
  /** A bet builder leg (docs/bet-builder.md): its picks; outcomeId is builderOutcomeId(gameId). */
  builder?: BuilderPick[];
}

/** A shared coupon's code (server/coupon/savedCoupons.ts makes them): the form refId takes. */
export const COUPON_REF_ID_PATTERN = '^[A-Z0-9]{8}$';

export interface CouponToPlace {
  typeId: CouponTypeId;
  accountId: number;
  amount: number;
  /** Blocks coupon: the stake of each block, by block id. */
  amountByBlockId?: Record<string, number>;
  /** Singles coupon: the stake of each bet, by outcome id. */
  amountByBetId?: Record<string, number>;
  systemValue?: number;
  useBankers?: boolean;
  changeCoefAction: ChangeCoefAction;
  exactCoef?: number;
  isDropOnScoreChange?: boolean;
  coef?: number;
  coefViewId?: number;
  /**
   * SPEC section 3 "Coupon to place" coefByView: the coupon's coefficient as the customer saw it in
   * their coefficient view (coefViewId, decimal when absent), e.g. "3/2" or "+150". Not for singles,
   * whose bets carry their own. The server refuses it (coef_changed) when the coefficient it
   * computes shows otherwise and changeCoefAction does not take the change.
   */
  coefByView?: string;
  promoCode?: string;
  isBonusBet?: boolean;
  isVipBet?: boolean;
  /**
   * A free-bet token (docs/bonus.md "Free bets") stakes the coupon instead of the customer's money: the
   * stake is its amount, and `accountId` names the main account its winnings go to.
   */
  freeBetId?: number;
  /**
   * SPEC section 3 "Coupon to place" refId: the code of the shared coupon the slip was loaded from
   * (SPEC 3 isCouponLoadedFromCode); the server checks it names a saved coupon and keeps it.
   */
  refId?: string;
  /**
   * SPEC section 3 "Coupon to place" hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit:
   * the hyper bonus the slip showed (percent; least stake and cap in major units). The server
   * computes its own (domain/coupon/hyperBonus.ts) and refuses a different percent
   * (hyper_bonus_changed); the limits it stores are its own.
   */
  hyperBonusPercent?: number;
  minHyperBonusBetLimit?: number;
  maxHyperBonusLimit?: number;
  bets: CouponToPlaceBet[];
}
