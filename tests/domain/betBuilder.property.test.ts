// The bet builder's pricing (docs/bet-builder.md, domain/coupon/betBuilder.ts): the joint
// probability equals a brute-force sum over the Poisson score grid and a seeded simulation of the
// same model; picks that cannot win together are refused; positively correlated picks are priced
// below the product of their own prices; settlement judges every pick from the result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDER_IMPOSSIBLE_PROBABILITY,
  builderShapeRefusal,
  fitExpectedGoals,
  jointProbability,
  pickWins,
  priceBuilder,
  settleBuilder,
  simulateBuilder,
  type BuilderModel,
  type BuilderPick,
} from '../../domain/coupon';
import { goalsMarkets } from '../../domain/sports/pricing';

const OVER_25: BuilderPick = { market: 'total', line: 2.5, pick: 'over' };
const BTTS_YES: BuilderPick = { market: 'btts', pick: 'yes' };
const PRE_MATCH: BuilderModel = {
  home: 0,
  away: 0,
  homeExpected: 1.45,
  awayExpected: 1.15,
  firstPeriod: { home: 0, away: 0, homeExpected: 0.65, awayExpected: 0.5 },
};

const pickArb: fc.Arbitrary<BuilderPick> = fc.oneof(
  fc.constantFrom('home', 'draw', 'away').map((pick) => ({ market: 'result', pick }) as const),
  fc
    .tuple(fc.constantFrom(0.5, 1.5, 2.5, 3.5, 4.5), fc.constantFrom('over', 'under'))
    .map(([line, pick]) => ({ market: 'total', line, pick }) as const),
  fc
    .tuple(
      fc.constantFrom('home', 'away'),
      fc.constantFrom(0.5, 1.5),
      fc.constantFrom('over', 'under'),
    )
    .map(([team, line, pick]) => ({ market: 'teamTotal', team, line, pick }) as const),
  fc
    .tuple(fc.constantFrom(-1.5, 1.5, -0.5), fc.constantFrom('home', 'away'))
    .map(([line, pick]) => ({ market: 'handicap', line, pick }) as const),
  fc.constantFrom('yes', 'no').map((pick) => ({ market: 'btts', pick }) as const),
  fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
    .map(([home, away]) => ({ market: 'correctScore', home, away }) as const),
  fc
    .constantFrom('home', 'draw', 'away')
    .map((pick) => ({ market: 'periodResult', period: 1, pick }) as const),
);

const modelArb: fc.Arbitrary<BuilderModel> = fc
  .record({
    home: fc.integer({ min: 0, max: 3 }),
    away: fc.integer({ min: 0, max: 3 }),
    h: fc.double({ min: 0.05, max: 2.5, noNaN: true }),
    a: fc.double({ min: 0.05, max: 2.5, noNaN: true }),
    share: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
  })
  .map(({ home, away, h, a, share }) => ({
    home,
    away,
    homeExpected: h,
    awayExpected: a,
    firstPeriod: { home, away, homeExpected: h * share, awayExpected: a * share },
  }));

/** Brute force: P over the grid of the first period's and the rest's goals, straight from Poisson. */
function bruteForce(model: BuilderModel, picks: readonly BuilderPick[]): number {
  const fp = model.firstPeriod!;
  const pois = (l: number, k: number) => {
    let p = Math.exp(-l);
    for (let i = 1; i <= k; i += 1) p *= l / i;
    return p;
  };
  let total = 0;
  const N = 14;
  for (let a = 0; a <= N; a += 1)
    for (let b = 0; b <= N; b += 1)
      for (let c = 0; c <= N; c += 1)
        for (let d = 0; d <= N; d += 1) {
          const end = {
            home: model.home + a + c,
            away: model.away + b + d,
            firstHome: fp.home + a,
            firstAway: fp.away + b,
          };
          if (!picks.every((p) => pickWins(p, end) === true)) continue;
          total +=
            pois(fp.homeExpected, a) *
            pois(fp.awayExpected, b) *
            pois(model.homeExpected - fp.homeExpected, c) *
            pois(model.awayExpected - fp.awayExpected, d);
        }
  return total;
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('bet builder pricing', () => {
  it('the joint probability equals the brute-force sum over the score grid', () => {
    fc.assert(
      fc.property(modelArb, fc.array(pickArb, { minLength: 1, maxLength: 4 }), (model, picks) => {
        expect(jointProbability(model, picks)).toBeCloseTo(bruteForce(model, picks), 7);
      }),
      { numRuns: 60 },
    );
  });

  it('the joint probability matches a simulation of the same model', () => {
    const picks: BuilderPick[] = [
      { market: 'result', pick: 'home' },
      OVER_25,
      BTTS_YES,
      { market: 'periodResult', period: 1, pick: 'home' },
    ];
    const exact = jointProbability(PRE_MATCH, picks);
    const samples = 400_000;
    const simulated = simulateBuilder(PRE_MATCH, picks, samples, seeded(7));
    const sd = Math.sqrt((exact * (1 - exact)) / samples);
    expect(Math.abs(simulated - exact)).toBeLessThan(4 * sd);
  });

  it('prices from the joint probability with the margin, rounded down', () => {
    const quote = priceBuilder(PRE_MATCH, [OVER_25, BTTS_YES], { enabled: true, marginPercent: 8 });
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    const p = jointProbability(PRE_MATCH, [OVER_25, BTTS_YES]);
    expect(quote.probability).toBeCloseTo(p, 12);
    expect(quote.coef).toBeLessThanOrEqual(1 / (p * 1.08));
    expect(quote.coef).toBeGreaterThan(1 / (p * 1.08) - 0.01);
  });

  it('"Over 2.5" with "Both teams score" is allowed and priced below the product of the two', () => {
    const quote = priceBuilder(PRE_MATCH, [OVER_25, BTTS_YES], { enabled: true, marginPercent: 0 });
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    const [pOver, pYes] = quote.pickProbabilities;
    // The two go together: their joint probability is above the product of their own.
    expect(quote.probability).toBeGreaterThan(pOver! * pYes!);
    expect(quote.coef).toBeLessThan((1 / pOver!) * (1 / pYes!));
    // And below the product of the markets' own prices the feed offers (its margin included).
    const fair = goalsMarkets(PRE_MATCH, {
      totals: [2.5],
      handicaps: [],
      teamTotals: [],
      mainTotal: 2.5,
      firstPeriodName: '1',
    });
    const over = fair.find((m) => m.key === 'total:2.5')!.outcomes[0]!.probability;
    const yes = fair.find((m) => m.key === 'btts')!.outcomes[0]!.probability;
    expect(over).toBeCloseTo(pOver!, 9);
    expect(yes).toBeCloseTo(pYes!, 9);
    const withMargin = priceBuilder(PRE_MATCH, [OVER_25, BTTS_YES]);
    expect(withMargin.ok && withMargin.coef).toBeLessThan((1 / (over * 1.05)) * (1 / (yes * 1.05)));
  });

  it('"Both teams score" with the correct score 1:0 is refused as impossible', () => {
    const quote = priceBuilder(PRE_MATCH, [BTTS_YES, { market: 'correctScore', home: 1, away: 0 }]);
    expect(quote).toEqual({ ok: false, refusal: { code: 'builder_impossible', picks: [0, 1] } });
    const more = priceBuilder(PRE_MATCH, [
      { market: 'result', pick: 'home' },
      OVER_25,
      { market: 'handicap', line: 1.5, pick: 'away' },
      { market: 'correctScore', home: 0, away: 0 },
    ]);
    expect(more.ok).toBe(false);
    expect(!more.ok && more.refusal.code).toBe('builder_impossible');
  });

  it('refuses exactly the picks that cannot win together, and prices every other set', () => {
    fc.assert(
      fc.property(modelArb, fc.array(pickArb, { minLength: 2, maxLength: 5 }), (model, picks) => {
        const quote = priceBuilder(model, picks, { enabled: true, marginPercent: 5 });
        if (builderShapeRefusal(picks)) {
          expect(quote.ok).toBe(false);
          return;
        }
        const p = bruteForce(model, picks);
        // The pricer sums the same grid in another order: a set within a hair of the bound may
        // fall on either side of it, and is refused either way (its price is far above the cap).
        const atBound =
          Math.abs(p - BUILDER_IMPOSSIBLE_PROBABILITY) <= BUILDER_IMPOSSIBLE_PROBABILITY * 1e-6;
        if (atBound) {
          expect(!quote.ok && quote.refusal.code).toMatch(/^builder_(impossible|price_too_low)$/);
        } else if (p <= BUILDER_IMPOSSIBLE_PROBABILITY) {
          expect(!quote.ok && quote.refusal.code).toBe('builder_impossible');
        } else if (quote.ok) {
          expect(quote.coef).toBeLessThanOrEqual(Math.min(1000, 1 / p));
        } else {
          expect(quote.refusal.code).toBe('builder_price_too_low');
        }
      }),
      {
        numRuns: 150,
        // A set priced at 1.0000000000000002e-13: above the test's old bound of impossible (1e-13),
        // at or below the pricer's (1e-12).
        examples: [
          [
            {
              home: 0,
              away: 0,
              homeExpected: 0.05,
              awayExpected: 0.05658587433814866,
              firstPeriod: {
                home: 0,
                away: 0,
                homeExpected: 0.005000000000000001,
                awayExpected: 0.0056585874338148665,
              },
            },
            [
              { market: 'correctScore', home: 4, away: 4 },
              { market: 'total', line: 0.5, pick: 'over' },
            ],
          ],
        ],
      },
    );
  });

  it('refuses shapes: one pick, two picks on one market, a malformed line', () => {
    expect(builderShapeRefusal([OVER_25])?.code).toBe('builder_too_few_picks');
    expect(builderShapeRefusal([OVER_25, { ...OVER_25, pick: 'under' }])).toEqual({
      code: 'builder_same_market',
      picks: [0, 1],
    });
    expect(builderShapeRefusal([{ market: 'total', line: 2, pick: 'over' }, BTTS_YES])).toEqual({
      code: 'builder_bad_pick',
      picks: [0],
    });
    const noPeriod = priceBuilder({ home: 0, away: 0, homeExpected: 1, awayExpected: 1 }, [
      OVER_25,
      { market: 'periodResult', period: 1, pick: 'draw' },
    ]);
    expect(noPeriod).toEqual({
      ok: false,
      refusal: { code: 'builder_market_unavailable', picks: [1] },
    });
  });

  it('settles pick by pick from the final result', () => {
    const picks: BuilderPick[] = [{ market: 'result', pick: 'home' }, OVER_25, BTTS_YES];
    const result = (home: number, away: number, first = { home: 0, away: 0 }) => ({
      home,
      away,
      periods: [first, { home: home - first.home, away: away - first.away }],
      cancelled: false,
    });
    expect(settleBuilder(picks, result(2, 1))).toBe('won');
    expect(settleBuilder(picks, result(1, 1))).toBe('lost');
    expect(settleBuilder(picks, result(3, 0))).toBe('lost');
    expect(settleBuilder(picks, { ...result(2, 1), cancelled: true })).toBe('void');
    const period: BuilderPick[] = [OVER_25, { market: 'periodResult', period: 1, pick: 'away' }];
    expect(settleBuilder(period, result(2, 1, { home: 0, away: 1 }))).toBe('won');
    expect(settleBuilder(period, result(2, 1, { home: 1, away: 0 }))).toBe('lost');
  });

  it('reads the model back from the fair prices it made', () => {
    const truth = { home: 1, away: 0, homeExpected: 0.9, awayExpected: 1.4 };
    const events: { pick: BuilderPick; probability: number }[] = [
      { market: 'result', pick: 'home' },
      { market: 'result', pick: 'away' },
      OVER_25,
      BTTS_YES,
    ].map((pick) => ({
      pick: pick as BuilderPick,
      probability: jointProbability(truth, [pick as BuilderPick]),
    }));
    const fit = fitExpectedGoals({ home: 1, away: 0 }, events);
    expect(fit.homeExpected).toBeCloseTo(0.9, 3);
    expect(fit.awayExpected).toBeCloseTo(1.4, 3);
  });
});
