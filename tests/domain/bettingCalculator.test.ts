// The betting calculator and the real coupon must never disagree (SPEC section 2
// "betting-calculator"): for the same bets, the CouponStore's total odds and possible win equal
// the calculator's, and the calculator's settled payout equals the coupon rules' payout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateBets,
  calculatorShape,
  COUPON_TYPES,
  payout,
  type CalculatorInput,
  type LegResult,
} from '../../domain/coupon';
import { couponWithFakes, pick } from '../stores/couponFixtures';

const coefArb = fc.integer({ min: 101, max: 2000 }).map((h) => h / 100);
const resultArb = fc.constantFrom<LegResult>('won', 'lost', 'void');

const inputArb: fc.Arbitrary<CalculatorInput> = fc
  .record({
    kind: fc.constantFrom('express', 'system', 'singles') as fc.Arbitrary<CalculatorInput['kind']>,
    coefs: fc.array(coefArb, { minLength: 3, maxLength: 7 }),
    stakeMajor: fc.integer({ min: 1, max: 5000 }),
    valueSeed: fc.nat(),
  })
  .chain(({ kind, coefs, stakeMajor, valueSeed }) =>
    fc.array(resultArb, { minLength: coefs.length, maxLength: coefs.length }).map((results) => ({
      kind,
      coefs,
      stake: stakeMajor * 100,
      // 2 .. n-1: the values a system of n bets takes.
      systemValue: 2 + (valueSeed % (coefs.length - 2)),
      results,
    })),
  );

/** The same bets in the real coupon: one game each, the given odds, the same type and stakes. */
function couponOf(input: CalculatorInput) {
  const { coupon } = couponWithFakes({ flags: { isAvailableCouponBonusBet: false } });
  input.coefs.forEach((coef, i) => coupon.slip.addBet(...pick(i + 1, 0, {}, [coef, 3.5, 4.2])));
  const typeId = {
    express: COUPON_TYPES.express,
    system: COUPON_TYPES.system,
    singles: COUPON_TYPES.singles,
  }[input.kind];
  coupon.setTypeId(typeId);
  if (input.kind === 'system') coupon.system.setSystemValue(input.systemValue!);
  if (input.kind === 'singles') {
    for (const bet of coupon.slip.bets)
      coupon.stakes.setAmount({ kind: 'bet', betId: bet.id }, input.stake);
  } else {
    coupon.stakes.setAmount({ kind: 'coupon' }, input.stake);
  }
  return coupon;
}

describe('betting calculator = coupon (one shared property)', () => {
  it('gives the coupon’s total odds and possible win, and the coupon rules’ settled payout', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateBets(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const coupon = couponOf(input);
        expect(result.possibleWin).toBe(coupon.possibleWin);
        expect(result.coef).toBe(coupon.coef);
        // Settled: the rules the server settles with, on the coupon's own shape.
        const results = new Map(
          coupon.slip.bets.map((bet, i) => [bet.id, input.results![i]!] as const),
        );
        const settledByCoupon = payout(coupon.shape, results);
        expect(result.payout).toBe(settledByCoupon);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses what the coupon would refuse, with a reason', () => {
    expect(calculateBets({ kind: 'express', coefs: [1.5], stake: 100 })).toEqual({
      ok: false,
      problem: 'too_few_bets',
    });
    expect(
      calculateBets({ kind: 'system', coefs: [1.5, 2, 3], stake: 100, systemValue: 3 }),
    ).toEqual({
      ok: false,
      problem: 'bad_system_value',
    });
    expect(calculateBets({ kind: 'singles', coefs: [1.005], stake: 100 })).toEqual({
      ok: false,
      problem: 'bad_coef',
    });
    expect(calculateBets({ kind: 'singles', coefs: [2], stake: 0 })).toEqual({
      ok: false,
      problem: 'bad_stake',
    });
  });

  it('counts a 2 of 3 system as three doubles with the stake split equally', () => {
    const result = calculateBets({
      kind: 'system',
      coefs: [2, 2, 2],
      stake: 30_00,
      systemValue: 2,
    });
    expect(result).toMatchObject({ ok: true, combinations: 3, possibleWin: 120_00, coef: 4 });
    expect(calculatorShape({ kind: 'singles', coefs: [2, 3], stake: 5_00 }).amount).toBe(10_00);
  });
});
