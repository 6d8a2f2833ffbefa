// Coupon settings and their transitions (SPEC section 3 "Coupon settings", section 4 "Bets and
// coupon"): pure functions from settings to settings.
import type { ChangeCoefAction } from './coefChange';

export interface CouponSettings {
  changeCoefAction: ChangeCoefAction;
  /** 0: none; else the coefficient the coupon is placed at (SPEC section 9). */
  exactCoef: number;
  isDropOnScoreChange: boolean;
  isActiveOneClick: boolean;
  /** Minor units; 0 means the currency's initial amount. */
  oneClickAmount: number;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
}

/** Setting the exact coefficient to zero also resets drop-on-score-change. */
export function setExactCoef(settings: CouponSettings, exactCoef: number): CouponSettings {
  return exactCoef === 0
    ? { ...settings, exactCoef: 0, isDropOnScoreChange: false }
    : { ...settings, exactCoef };
}

/** Enabling drop-on-score-change turns one-click off. */
export function setDropOnScoreChange(settings: CouponSettings, on: boolean): CouponSettings {
  return on
    ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
    : { ...settings, isDropOnScoreChange: false };
}

/**
 * Turning one-click on with bets in the coupon asks first (the settings stay); otherwise it
 * switches at once. One-click on also turns drop-on-score-change off (the two exclude each other).
 */
export function requestOneClick(
  settings: CouponSettings,
  on: boolean,
  betCount: number,
): { settings: CouponSettings; needsConfirmation: boolean } {
  if (!on) return { settings: { ...settings, isActiveOneClick: false }, needsConfirmation: false };
  if (betCount > 0) return { settings, needsConfirmation: true };
  return {
    settings: { ...settings, isActiveOneClick: true, isDropOnScoreChange: false },
    needsConfirmation: false,
  };
}
