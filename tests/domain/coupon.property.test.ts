// Property tests of the coupon's arithmetic: combinations and possible win against independent
// reference computations (exact rationals over every subset), for random coupons; settlement of
// legs against random final scores and of coupons against random leg results.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinationsOf,
  COUPON_TYPES,
  couponCoef,
  payout,
  possibleWin,
  settleCoupon,
  settleLeg,
  systemOptions,
  type CouponLeg,
  type CouponShape,
  type FinalResult,
  type LegResult,
} from '../../domain/coupon';
import { MARKET_TYPE, OUTCOME_TYPE } from '../../domain/sports/pricing/fairMarket';

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

const goalsArb = fc.integer({ min: 0, max: 12 });
/** Lines as the feed quotes them: halves (no push) and whole numbers (a push voids). */
const lineArb = fc.integer({ min: -20, max: 40 }).map((n) => n / 2);

function final(home: number, away: number, cancelled = false): FinalResult {
  return { home, away, periods: [], cancelled };
}

function legOf(marketTypeId: number, outcomeTypeId: number, param: number | null = null) {
  return { marketTypeId, outcomeTypeId, param, period: null };
}

describe('settlement of a leg (property)', () => {
  it('a match result has exactly one winning outcome; swapping the score swaps home and away', () => {
    fc.assert(
      fc.property(goalsArb, goalsArb, (home, away) => {
        const results = [OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away].map((o) =>
          settleLeg(legOf(MARKET_TYPE.result1x2, o), final(home, away)),
        );
        expect(results.filter((r) => r === 'won')).toHaveLength(1);
        expect(results.filter((r) => r === 'lost')).toHaveLength(2);
        const mirrored = [OUTCOME_TYPE.away, OUTCOME_TYPE.draw, OUTCOME_TYPE.home].map((o) =>
          settleLeg(legOf(MARKET_TYPE.result1x2, o), final(away, home)),
        );
        expect(mirrored).toEqual(results);
      }),
    );
  });

  it('the two sides of a total or a handicap split won and lost, and both are void on the line', () => {
    fc.assert(
      fc.property(goalsArb, goalsArb, lineArb, (home, away, line) => {
        const pairs: [number, number, number, number][] = [
          [MARKET_TYPE.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under, home + away - line],
          [MARKET_TYPE.homeTotal, OUTCOME_TYPE.over, OUTCOME_TYPE.under, home - line],
          [
            MARKET_TYPE.handicap,
            OUTCOME_TYPE.homeHandicap,
            OUTCOME_TYPE.awayHandicap,
            home + line - away,
          ],
        ];
        for (const [market, first, second, margin] of pairs) {
          const a = settleLeg(legOf(market, first, line), final(home, away));
          const b = settleLeg(legOf(market, second, line), final(home, away));
          if (margin === 0) {
            expect([a, b]).toEqual(['void', 'void']);
          } else {
            expect([a, b].sort()).toEqual(['lost', 'won']);
            expect(a).toBe(margin > 0 ? 'won' : 'lost');
          }
        }
      }),
    );
  });

  it('a winner market voids on a draw; a cancelled game voids every leg', () => {
    fc.assert(
      fc.property(goalsArb, goalsArb, lineArb, (home, away, line) => {
        const home2 = settleLeg(legOf(MARKET_TYPE.winner, OUTCOME_TYPE.home), final(home, away));
        const away2 = settleLeg(legOf(MARKET_TYPE.winner, OUTCOME_TYPE.away), final(home, away));
        if (home === away) expect([home2, away2]).toEqual(['void', 'void']);
        else expect([home2, away2].sort()).toEqual(['lost', 'won']);
        const legs = [
          legOf(MARKET_TYPE.result1x2, OUTCOME_TYPE.draw),
          legOf(MARKET_TYPE.total, OUTCOME_TYPE.over, line),
          legOf(MARKET_TYPE.handicap, OUTCOME_TYPE.awayHandicap, line),
          legOf(MARKET_TYPE.bothToScore, OUTCOME_TYPE.yes),
        ];
        for (const leg of legs) expect(settleLeg(leg, final(home, away, true))).toBe('void');
      }),
    );
  });
});

const legResultArb = fc.constantFrom<LegResult>('won', 'lost', 'void');

describe('settlement of a coupon (property)', () => {
  it('an express: lost on any lost leg, the stake back when all are void, else the won legs paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coefArb, legResultArb), { minLength: 2, maxLength: 10 }),
        amountArb,
        (picks, amount) => {
          const legs = legsOf(picks.map(([coef]) => coef));
          const shape: CouponShape = { typeId: 1, legs, amount, bonusFactor: 1 };
          const results = new Map(legs.map((l, i) => [l.outcomeId, picks[i]![1]]));
          const settled = settleCoupon(shape, results);
          const kinds = picks.map(([, r]) => r);
          if (kinds.includes('lost')) {
            expect(settled).toEqual({ status: 'lost', payout: 0 });
          } else if (kinds.every((r) => r === 'void')) {
            expect(settled).toEqual({ status: 'void', payout: amount });
          } else {
            // Void legs count at 1: the same as an express of the won legs alone.
            const won = legs.filter((l) => results.get(l.outcomeId) === 'won');
            expect(settled.status).toBe('won');
            expect(settled.payout).toBe(possibleWin({ ...shape, legs: won }));
          }
        },
      ),
    );
  });

  it('a system never pays more than when every leg wins, and a leg turning won never pays less', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coefArb, legResultArb), { minLength: 3, maxLength: 8 }),
        amountArb,
        fc.nat(),
        (picks, amount, seed) => {
          const legs = legsOf(picks.map(([coef]) => coef));
          const systemValue = 2 + (seed % (legs.length - 2));
          const shape: CouponShape = { typeId: 2, legs, amount, bonusFactor: 1, systemValue };
          const results = new Map(legs.map((l, i) => [l.outcomeId, picks[i]![1]]));
          const paid = payout(shape, results);
          expect(paid).toBeLessThanOrEqual(possibleWin(shape));
          const turned = legs.find((l) => results.get(l.outcomeId) !== 'won');
          if (turned) {
            const better = new Map(results).set(turned.outcomeId, 'won');
            expect(payout(shape, better)).toBeGreaterThanOrEqual(paid);
          }
        },
      ),
    );
  });
});
