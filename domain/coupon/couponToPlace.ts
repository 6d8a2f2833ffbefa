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
  promoCode?: string;
  isBonusBet?: boolean;
  isVipBet?: boolean;
  /**
   * A free-bet token (docs/bonus.md "Free bets") stakes the coupon instead of the customer's money: the
   * stake is its amount, and `accountId` names the main account its winnings go to.
   */
  freeBetId?: number;
  bets: CouponToPlaceBet[];
}
