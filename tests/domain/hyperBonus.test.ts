// The hyper bonus (domain/coupon/hyperBonus.ts, SPEC section 3 hyperBonusPercent,
// minHyperBonusBetLimit, maxHyperBonusLimit): the percent of an express by its legs when every leg
// is priced at least the minimum and the stake reaches the minimum; the bonus a won payment earns,
// a percent of its winnings rounded down to the minor unit and capped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_TYPES,
  hyperBonusAmount,
  hyperBonusOf,
  hyperBonusTablePercent,
  type HyperBonusConfig,
} from '../../domain/coupon';

const aurora: HyperBonusConfig = {
  minLegCoef: 1.3,
  percentByLegs: [
    { legs: 3, percent: 3 },
    { legs: 4, percent: 5 },
    { legs: 6, percent: 10 },
    { legs: 10, percent: 25 },
  ],
  minBet: 50,
  maxBonus: 50_000,
};

describe('hyperBonusTablePercent', () => {
  it('reads the row of most legs reached, from 3 legs up', () => {
    expect(hyperBonusTablePercent(aurora, [2, 2])).toBe(0);
    expect(hyperBonusTablePercent(aurora, [2, 2, 2])).toBe(3);
    expect(hyperBonusTablePercent(aurora, [2, 2, 2, 2])).toBe(5);
    expect(hyperBonusTablePercent(aurora, [2, 2, 2, 2, 2])).toBe(5);
    expect(hyperBonusTablePercent(aurora, Array<number>(9).fill(1.5))).toBe(10);
    expect(hyperBonusTablePercent(aurora, Array<number>(14).fill(1.5))).toBe(25);
  });

  it('gives none when any leg is priced below the least coefficient', () => {
    expect(hyperBonusTablePercent(aurora, [2, 2, 1.29])).toBe(0);
    expect(hyperBonusTablePercent(aurora, [2, 2, 1.3])).toBe(3);
  });
});

describe('hyperBonusOf', () => {
  const express = { typeId: COUPON_TYPES.express, coefs: [2, 1.8, 1.5, 1.4], amount: 10_000 };

  it('gives an express staked at least the minimum its percent, with the limits in minor units', () => {
    expect(hyperBonusOf(aurora, express, 2)).toEqual({
      percent: 5,
      minBetMinor: 5_000,
      maxBonusMinor: 5_000_000,
    });
  });

  it('gives none below the least stake, to another type, to a free bet, or on a brand without it', () => {
    expect(hyperBonusOf(aurora, { ...express, amount: 4_999 }, 2)?.percent).toBe(0);
    expect(hyperBonusOf(aurora, { ...express, amount: 5_000 }, 2)?.percent).toBe(5);
    expect(hyperBonusOf(aurora, { ...express, typeId: COUPON_TYPES.system }, 2)?.percent).toBe(0);
    expect(hyperBonusOf(aurora, { ...express, isFreeBet: true }, 2)?.percent).toBe(0);
    expect(hyperBonusOf(undefined, express, 2)).toBeNull();
  });
});

describe('hyperBonusAmount', () => {
  const terms = { percent: 5, minBetMinor: 5_000, maxBonusMinor: 20_000 };

  it('adds the percent of the winnings, rounded down to the minor unit', () => {
    // 100.00 staked pays 756.00: winnings 656.00, 5 % = 32.80.
    expect(hyperBonusAmount(terms, 10_000, 75_600)).toBe(3_280);
    // 100.00 pays 100.39: winnings 0.39, 5 % = 0.0195, rounded down to 0.01.
    expect(hyperBonusAmount(terms, 10_000, 10_039)).toBe(1);
    expect(hyperBonusAmount({ ...terms, percent: 2.5 }, 10_000, 10_039)).toBe(0);
  });

  it('is capped at the most it pays', () => {
    // 1000.00 staked pays 10000.00: 5 % of 9000.00 is 450.00, capped at 200.00.
    expect(hyperBonusAmount(terms, 100_000, 1_000_000)).toBe(20_000);
  });

  it('pays nothing without winnings, below the least stake, or with no percent', () => {
    expect(hyperBonusAmount(terms, 10_000, 10_000)).toBe(0);
    expect(hyperBonusAmount(terms, 10_000, 0)).toBe(0);
    expect(hyperBonusAmount(terms, 4_999, 75_600)).toBe(0);
    expect(hyperBonusAmount({ ...terms, percent: 0 }, 10_000, 75_600)).toBe(0);
    expect(hyperBonusAmount(null, 10_000, 75_600)).toBe(0);
  });

  it('never pays more than the percent of the winnings nor the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (stake, payout, bp) => {
          const bonus = hyperBonusAmount({ ...terms, percent: bp / 100 }, stake, payout);
          expect(Number.isInteger(bonus)).toBe(true);
          expect(bonus).toBeGreaterThanOrEqual(0);
          expect(bonus).toBeLessThanOrEqual(terms.maxBonusMinor);
          expect(bonus * 10_000).toBeLessThanOrEqual(Math.max(0, payout - stake) * bp);
        },
      ),
    );
  });
});
