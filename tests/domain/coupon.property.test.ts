// Property tests of the coupon's arithmetic: combinations and possible win against independent
// reference computations (exact rationals over every subset), for random coupons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinationsOf,
  COUPON_TYPES,
  couponCoef,
  possibleWin,
  systemOptions,
  type CouponLeg,
  type CouponShape,
} from '../../domain/coupon';

/** Coefficients as the feed gives them: 1.01 to 30.00 in hundredths. */
const coefArb = fc.integer({ min: 101, max: 3000 }).map((h) => h / 100);
const amountArb = fc.integer({ min: 1, max: 100_000_000 });

function legsOf(coefs: number[], bankers = 0): CouponLeg[] {
  return coefs.map((coef, i) => ({
    outcomeId: i + 1,
    gameId: i + 1,
    coef,
    kind: 1,
    isLive: false,
    isBannedExpress: false,
    blockId: i < bankers ? 0 : 1,
  }));
}

/** Every subset of positions by bit mask: an independent way to list combinations. */
function subsetsBySize(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask += 1) {
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (members.length === k) out.push(members);
  }
  return out;
}

/** Hundredths of a product rounded down, by exact BigInt of the hundredths. */
const floorProduct = (coefs: number[]) => {
  const num = coefs.reduce((p, c) => p * BigInt(Math.round(c * 100)), 1n);
  return num / 100n ** BigInt(Math.max(coefs.length - 1, 0));
};

describe('combinations (property)', () => {
  it('lists C(n, k) distinct, ordered subsets: the same as every k-subset by bit mask', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, k) => {
        const items = [...Array(n).keys()];
        const listed = [...combinationsOf(items, k)];
        expect(listed).toHaveLength(binomial(n, k));
        const bits = subsetsBySize(n, k)
          .map((s) => s.join(','))
          .sort();
        expect(listed.map((c) => c.join(',')).sort()).toEqual(bits);
        for (const c of listed) expect([...c].sort((a, b) => a - b)).toEqual(c);
      }),
    );
  });

  it('offers system values 2..n-1 (2..n-b with bankers), combo = C(n - b, value)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 10_000 }),
        (n, b, min) => {
          const options = systemOptions(n, b, min);
          const top = b > 0 ? n - b : n - 1;
          const expected = n >= 3 && top >= 2 ? top - 1 : 0;
          expect(options).toHaveLength(expected);
          options.forEach((o, i) => {
            expect(o.value).toBe(2 + i);
            expect(o.offset).toBe(i);
            expect(o.combo).toBe(subsetsBySize(n - b, o.value).length);
            expect(o.minBetAmount).toBe(min * o.combo);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('possible win (property)', () => {
  it('an express pays floor(amount x floor-to-hundredths(product x bonus))', () => {
    fc.assert(
      fc.property(
        fc.array(coefArb, { minLength: 2, maxLength: 12 }),
        amountArb,
        fc.integer({ min: 1, max: 10 }),
        (coefs, amount, bonusBets) => {
          const bonusFactor = bonusBets === 10 ? 1 : (100 + bonusBets) / 100;
          const shape: CouponShape = { typeId: 1, legs: legsOf(coefs), amount, bonusFactor };
          const coef = (floorProduct(coefs) * BigInt(Math.round(bonusFactor * 100))) / 100n;
          expect(possibleWin(shape)).toBe(Number((BigInt(amount) * coef) / 100n));
          expect(couponCoef(shape)).toBe(Number(coef) / 100);
          // Never more than the exact float product pays (rounding only ever goes down).
          const exact = coefs.reduce((p, c) => p * c, 1) * bonusFactor * amount;
          expect(possibleWin(shape)).toBeLessThanOrEqual(Math.ceil(exact * (1 + 1e-12)));
        },
      ),
    );
  });

  it('a system pays the stake split over its combinations, bankers in each', () => {
    fc.assert(
      fc.property(
        fc.array(coefArb, { minLength: 3, maxLength: 9 }),
        fc.integer({ min: 0, max: 2 }),
        amountArb,
        fc.integer({ min: 0, max: 10 }),
        (coefs, bankers, amount, pick) => {
          const options = systemOptions(coefs.length, bankers, 1);
          fc.pre(options.length > 0);
          const value = options[pick % options.length]!.value;
          const legs = legsOf(coefs, bankers);
          const shape: CouponShape = {
            typeId: COUPON_TYPES.system,
            legs,
            amount,
            systemValue: value,
            useBankers: bankers > 0,
          };
          const bankerCoefs = coefs.slice(0, bankers);
          const free = coefs.slice(bankers);
          const subsets = subsetsBySize(free.length, value);
          // Reference: exact rational sum of stake/combos x floor-hundredths product.
          const sum = subsets.reduce(
            (s, subset) => s + floorProduct([...bankerCoefs, ...subset.map((i) => free[i]!)]),
            0n,
          );
          const reference = (BigInt(amount) * sum) / (BigInt(subsets.length) * 100n);
          expect(possibleWin(shape)).toBe(Number(reference));
          // And with floats: each combination's coefficient is rounded down to hundredths, so
          // the float win is above by less than amount/100, plus the final floor.
          const float = subsets.reduce(
            (s, subset) =>
              s +
              (amount / subsets.length) *
                [...bankerCoefs, ...subset.map((i) => free[i]!)].reduce((p, c) => p * c, 1),
            0,
          );
          expect(possibleWin(shape)).toBeLessThanOrEqual(float + 1e-6 * float);
          expect(float - possibleWin(shape)).toBeLessThan(amount / 100 + 1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('singles and blocks pay the sum of their parts, each an express of its own stake', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coefArb, fc.integer({ min: 1, max: 1_000_000 })), {
          minLength: 1,
          maxLength: 10,
        }),
        (bets) => {
          const legs = legsOf(bets.map(([c]) => c));
          const amountByBetId = Object.fromEntries(bets.map(([, a], i) => [i + 1, a]));
          const amount = bets.reduce((s, [, a]) => s + a, 0);
          const singles: CouponShape = { typeId: 9, legs, amount, amountByBetId };
          const parts = legs.map((l, i) =>
            possibleWin({ typeId: 1, legs: [l], amount: bets[i]![1] }),
          );
          expect(possibleWin(singles)).toBe(parts.reduce((s, p) => s + p, 0));
          // Blocks: one leg a block, no lobby, is the same as singles.
          const blocks: CouponShape = {
            typeId: 4,
            legs: legs.map((l, i) => ({ ...l, blockId: i + 1 })),
            amount,
            amountByBlockId: amountByBetId,
          };
          expect(possibleWin(blocks)).toBe(possibleWin(singles));
        },
      ),
    );
  });
});
