// Decimal coefficient -> fractional odds. Decimal prices are rounded to 2 decimals, so the
// fraction shown is the one a bookmaker would print for that rounded price: the closest entry of
// the traditional fractional ladder within the rounding interval (1.91 -> 10/11, 1.67 -> 2/3),
// otherwise the fraction with the smallest "round" denominator within it (3.20 -> 11/5); one is
// always found, as the price itself is k/100.

import { roundTo } from './conversions';

export interface Fraction {
  numerator: number;
  denominator: number;
}

const EPSILON = 1e-9;

/** The traditional fractional ladder (in lowest terms), odds-on to long odds. */
// prettier-ignore
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [2, 15], [1, 7], [2, 13],
  [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [3, 8],
  [2, 5], [5, 12], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [5, 8], [2, 3], [8, 11],
  [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [7, 5],
  [3, 2], [8, 5], [13, 8], [7, 4], [9, 5], [15, 8], [2, 1], [9, 4], [5, 2], [11, 4],
  [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1],
  [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1],
  [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1],
];

/** Denominators tried when the ladder has no entry: the ones people read easily. */
const ROUND_DENOMINATORS = [1, 2, 3, 4, 5, 6, 8, 10, 20, 25, 40, 50, 100];

/** Whether the fraction rounds to the 2-decimal profit (the interval is half-open, as rounding is). */
function within(profit: number, numerator: number, denominator: number): boolean {
  return roundTo(numerator / denominator, 2) === profit;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function lowest(numerator: number, denominator: number): Fraction {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** The fractional odds (profit / stake) of a decimal coefficient above 1. */
export function decimalToFraction(decimal: number): Fraction {
  const profit = roundTo(decimal - 1, 2);
  let best: Fraction | null = null;
  let bestDistance = Infinity;
  for (const [numerator, denominator] of FRACTIONAL_LADDER) {
    const distance = Math.abs(numerator / denominator - profit);
    if (within(profit, numerator, denominator) && distance < bestDistance - EPSILON) {
      best = { numerator, denominator };
      bestDistance = distance;
    }
  }
  if (best) return best;
  for (const denominator of ROUND_DENOMINATORS) {
    const numerator = Math.round(profit * denominator);
    if (numerator > 0 && within(profit, numerator, denominator)) {
      return lowest(numerator, denominator);
    }
  }
  // Only a price below 1.005 gets here: the smallest fraction shown is 1/100.
  return { numerator: 1, denominator: 100 };
}

export function fractionToDecimal(fraction: Fraction): number {
  return 1 + fraction.numerator / fraction.denominator;
}

export function formatFraction(fraction: Fraction): string {
  return `${fraction.numerator}/${fraction.denominator}`;
}

/** Reads "3/2"; undefined when the text is not a positive fraction. */
export function parseFraction(text: string): Fraction | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (numerator <= 0 || denominator <= 0) return undefined;
  return { numerator, denominator };
}
