// The betting calculator (SPEC section 2 "betting-calculator"): express, system and singles
// counted by the coupon's own rules (possibleWin, payout, couponCoef), so the calculator and the
// coupon can never disagree. Amounts are integer minor units, like the coupon's.
import { binomial } from './combinations';
import { COUPON_TYPES, type CouponLeg, type CouponShape } from './couponTypes';
import { couponCoef, payout, possibleWin, type LegResult } from './possibleWin';
import { systemValueRange } from './system';
import { MarketKind } from '../sports/types';

export const CALCULATOR_KINDS = ['express', 'system', 'singles'] as const;
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number];

/** How many selections the calculator takes. */
export const CALCULATOR_MAX_BETS = 20;
/** The odds a selection may have: 1.01 to 1000, in hundredths. */
export const CALCULATOR_MIN_COEF = 1.01;
export const CALCULATOR_MAX_COEF = 1000;

export interface CalculatorInput {
  kind: CalculatorKind;
  coefs: readonly number[];
  /** Express and system: the whole stake; singles: the stake of each bet. Minor units. */
  stake: number;
  /** System: the combination size. */
  systemValue?: number;
  /** Each selection's result, to count what the bet pays as settled; absent: every one wins. */
  results?: readonly LegResult[];
}

export type CalculatorProblem =
  'too_few_bets' | 'too_many_bets' | 'bad_coef' | 'bad_stake' | 'bad_system_value';

export type CalculatorResult =
  | {
      ok: true;
      /** Total odds: an express's product; for a system or singles the possible win over the stake. */
      coef: number;
      /** How many bets the stake is split into (system combinations, singles). */
      combinations: number;
      /** The total staked (minor units). */
      totalStake: number;
      /** What it pays when every selection wins. */
      possibleWin: number;
      /** What it pays with the given results. */
      payout: number;
    }
  | { ok: false; problem: CalculatorProblem };

/** The fewest selections each kind needs. */
export function minimumBets(kind: CalculatorKind): number {
  return kind === 'singles' ? 1 : kind === 'express' ? 2 : 3;
}

/** The coupon the calculator's input is, as CouponStore.shape builds it for the same bets. */
export function calculatorShape(input: CalculatorInput): CouponShape {
  const legs: CouponLeg[] = input.coefs.map((coef, i) => ({
    outcomeId: i + 1,
    gameId: i + 1,
    coef,
    kind: MarketKind.Result,
    isLive: false,
    isBannedExpress: false,
    blockId: 1,
  }));
  if (input.kind === 'singles') {
    return {
      typeId: COUPON_TYPES.singles,
      legs,
      amount: input.stake * legs.length,
      amountByBetId: Object.fromEntries(legs.map((l) => [l.outcomeId, input.stake])),
    };
  }
  if (input.kind === 'system') {
    return {
      typeId: COUPON_TYPES.system,
      legs,
      amount: input.stake,
      systemValue: input.systemValue,
      useBankers: false,
    };
  }
  return { typeId: COUPON_TYPES.express, legs, amount: input.stake };
}

export function calculatorProblem(input: CalculatorInput): CalculatorProblem | null {
  const n = input.coefs.length;
  if (n < minimumBets(input.kind)) return 'too_few_bets';
  if (n > CALCULATOR_MAX_BETS) return 'too_many_bets';
  const badCoef = (c: number) =>
    !Number.isFinite(c) ||
    c < CALCULATOR_MIN_COEF ||
    c > CALCULATOR_MAX_COEF ||
    Math.abs(Math.round(c * 100) - c * 100) > 1e-6;
  if (input.coefs.some(badCoef)) return 'bad_coef';
  if (!Number.isSafeInteger(input.stake) || input.stake <= 0) return 'bad_stake';
  if (input.kind === 'system') {
    const range = systemValueRange(n, 0);
    const v = input.systemValue;
    if (!range || v === undefined || !Number.isInteger(v) || v < range.min || v > range.max)
      return 'bad_system_value';
  }
  return null;
}

export function calculateBets(input: CalculatorInput): CalculatorResult {
  const problem = calculatorProblem(input);
  if (problem) return { ok: false, problem };
  const shape = calculatorShape(input);
  const results = new Map<number, LegResult>(
    (input.results ?? []).map((result, i) => [i + 1, result] as const),
  );
  const combinations =
    input.kind === 'system'
      ? binomial(input.coefs.length, input.systemValue ?? 0)
      : input.kind === 'singles'
        ? input.coefs.length
        : 1;
  return {
    ok: true,
    coef: couponCoef(shape),
    combinations,
    totalStake: shape.amount,
    possibleWin: possibleWin(shape),
    payout: payout(shape, results),
  };
}
