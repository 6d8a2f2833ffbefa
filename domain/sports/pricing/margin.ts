// The bookmaker margin: fair probabilities → decimal coefficients (SPEC section 9: coefficients
// are shown as decimals by default). The margin is the overround: sum of 1/coef minus 1.

/** The configured margin range every priced market's overround falls in. */
export const MARGIN_RANGE = { min: 0.04, max: 0.07 } as const;
export type MarginRange = { readonly min: number; readonly max: number };

/** The lowest coefficient offered: a fairer price means the market is as good as settled. */
export const MIN_COEF = 1.01;
/** The highest coefficient offered. */
export const MAX_COEF = 100;

const MARGIN_STEP = 0.0025;
const SUM_TOLERANCE = 1e-6;

/** Overround of a set of decimal coefficients: sum of implied probabilities minus 1. */
export function impliedMargin(coefs: readonly number[]): number {
  return coefs.reduce((sum, coef) => sum + 1 / coef, 0) - 1;
}

/** Rounds a coefficient down to 2 decimals (the rounding always favours the house). */
export function floorCoef(value: number): number {
  return Math.floor(value * 100 + 1e-9) / 100;
}

/**
 * Prices one market: coefficient_i = 1 / (p_i × (1 + margin)), rounded down to 2 decimals and
 * capped at MAX_COEF. Starts at `targetMargin` and, when rounding pushes the overround above the
 * range, lowers the margin until it fits. Returns null when the market cannot be priced inside the
 * range or a coefficient would fall below MIN_COEF (an outcome is as good as certain): such a
 * market is suspended. Throws when the probabilities do not sum to 1.
 */
export function priceMarket(
  probabilities: readonly number[],
  targetMargin: number,
  range: MarginRange = MARGIN_RANGE,
): number[] | null {
  const sum = probabilities.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) > SUM_TOLERANCE || probabilities.some((p) => p < -SUM_TOLERANCE)) {
    throw new RangeError(`market probabilities must be >= 0 and sum to 1 (got ${sum})`);
  }
  const start = Math.min(Math.max(targetMargin, range.min), range.max);
  for (let margin = start; margin >= range.min - 1e-12; margin -= MARGIN_STEP) {
    const coefs = probabilities.map((p) =>
      p <= 0 ? MAX_COEF : Math.min(MAX_COEF, floorCoef(1 / (p * (1 + margin)))),
    );
    if (coefs.some((coef) => coef < MIN_COEF)) return null;
    const overround = impliedMargin(coefs);
    if (overround >= range.min - 1e-9 && overround <= range.max + 1e-9) return coefs;
  }
  return null;
}

/**
 * Coefficients to show on a suspended market that cannot be priced (an outcome as good as
 * certain): the margin applied as usual, clamped to [MIN_COEF, MAX_COEF]. Never offered for bets.
 */
export function indicativeCoefs(probabilities: readonly number[], margin: number): number[] {
  return probabilities.map((p) =>
    p <= 0 ? MAX_COEF : Math.min(MAX_COEF, Math.max(MIN_COEF, floorCoef(1 / (p * (1 + margin))))),
  );
}
