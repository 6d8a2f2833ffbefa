// The bonus bet (SPEC section 4 "Bets and coupon", section 9 "Coupon constants"); the hyper bonus
// is ./hyperBonus.ts.
import { COUPON_TYPES } from './couponTypes';
import { MarketKind } from '../sports/types';

export const BONUS_BET_MIN_BETS = 3;
export const BONUS_BET_MIN_COEF = 1.1;
export const BONUS_BET_MIN_TOTAL_COEF = 1.01;

export interface BonusBetInput {
  featureOn: boolean;
  typeId: number;
  legs: readonly { coef: number; kind: number }[];
  manuallyDeleted: boolean;
}

/** Express, 3+ bets each at 1.1+ and not kind 7, total 1.01+, the feature on, not deleted. */
export function isBonusBetOffered(input: BonusBetInput): boolean {
  if (!input.featureOn || input.manuallyDeleted) return false;
  if (input.typeId !== COUPON_TYPES.express || input.legs.length < BONUS_BET_MIN_BETS) return false;
  if (input.legs.some((l) => l.coef < BONUS_BET_MIN_COEF || l.kind === MarketKind.Special)) {
    return false;
  }
  const total = input.legs.reduce((product, l) => product * l.coef, 1);
  return total >= BONUS_BET_MIN_TOTAL_COEF;
}

/** SPEC section 9: 1 + bets/100 for 1 to 9 bets, 1.1 from 10. */
export function bonusBetFactor(betCount: number): number {
  if (betCount >= 1 && betCount <= 9) return (100 + betCount) / 100;
  return 1.1;
}
