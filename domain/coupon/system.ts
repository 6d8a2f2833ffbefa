// Systems (SPEC section 3 "System option", section 5 "System coupon value is at least 2").
import { binomial } from './combinations';
import { MIN_SYSTEM_VALUE } from './couponTypes';

export interface SystemOption {
  /** Combination size, without the bankers. */
  value: number;
  /** Position of the option in the picker (0-based). */
  offset: number;
  /** The least total stake: the minimum per combination times the combinations (minor units). */
  minBetAmount: number;
  /** How many combinations: C(n - bankers, value). */
  combo: number;
}

/**
 * The values a system of `betCount` bets with `bankerCount` bankers may take: without bankers
 * 2..n-1 (n of n is an express), with bankers 2..n-bankers (every combination already holds the
 * bankers). None when fewer than 3 bets or fewer than 2 bets besides the bankers.
 */
export function systemValueRange(
  betCount: number,
  bankerCount: number,
): { min: number; max: number } | null {
  const free = betCount - bankerCount;
  const max = bankerCount > 0 ? free : betCount - 1;
  if (betCount < 3 || max < MIN_SYSTEM_VALUE) return null;
  return { min: MIN_SYSTEM_VALUE, max };
}

export function systemOptions(
  betCount: number,
  bankerCount: number,
  minPerCombination: number,
): SystemOption[] {
  const range = systemValueRange(betCount, bankerCount);
  if (!range) return [];
  const options: SystemOption[] = [];
  for (let value = range.min; value <= range.max; value += 1) {
    const combo = binomial(betCount - bankerCount, value);
    options.push({
      value,
      offset: value - range.min,
      minBetAmount: minPerCombination * combo,
      combo,
    });
  }
  return options;
}

export function isValidSystemValue(value: unknown, betCount: number, bankerCount: number): boolean {
  const range = systemValueRange(betCount, bankerCount);
  return (
    range !== null &&
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max
  );
}
