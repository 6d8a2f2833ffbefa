// Property tests of cash-out (docs/cash-out.md, domain/coupon/cashOut.ts) over random express,
// system and blocks coupons, random leg states and brand terms: the offer never exceeds the
// possible win, equals the payout once every leg has won, is nothing once an express leg has
// lost, matches the expectation enumerated over every way the open legs can end (no margin), and
// partial cash-outs followed by settlement never pay more in total than the possible win.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutQuote,
  COUPON_TYPES,
  expectedPayout,
  impliedProbability,
  liveAmountAfter,
  payout,
  payoutOfLiveShare,
  possibleWin,
  type CashOutLegState,
  type CashOutTerms,
  type CouponLeg,
  type CouponShape,
  type LegResult,
} from '../../domain/coupon';

const coefArb = fc.integer({ min: 101, max: 1500 }).map((h) => h / 100);

function legsOf(coefs: number[], blockOf: (i: number) => number = () => 1): CouponLeg[] {
  return coefs.map((coef, i) => ({
    outcomeId: i + 1,
    gameId: i + 1,
    coef,
    kind: 1,
    isLive: true,
    isBannedExpress: false,
    blockId: blockOf(i),
  }));
}

/** A random express, system (with or without bankers) or blocks coupon. */
const shapeArb: fc.Arbitrary<CouponShape> = fc.oneof(
  fc
    .tuple(
      fc.array(coefArb, { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 100, max: 10_000_000 }),
    )
    .map(([coefs, amount]) => ({ typeId: COUPON_TYPES.express, legs: legsOf(coefs), amount })),
  fc
    .tuple(
      fc.array(coefArb, { minLength: 3, maxLength: 7 }),
      fc.integer({ min: 100, max: 10_000_000 }),
      fc.integer({ min: 0, max: 1 }),
    )
    .chain(([coefs, amount, bankers]) =>
      fc
        .integer({ min: 2, max: bankers > 0 ? coefs.length - bankers : coefs.length - 1 })
        .map((value) => ({
          typeId: COUPON_TYPES.system,
          legs: legsOf(coefs, (i) => (i < bankers ? 0 : 1)),
          amount,
          systemValue: value,
          ...(bankers > 0 ? { useBankers: true } : {}),
        })),
    ),
  fc
    .tuple(
      fc.array(coefArb, { minLength: 2, maxLength: 6 }),
      fc.integer({ min: 100, max: 1_000_000 }),
      fc.integer({ min: 100, max: 1_000_000 }),
    )
    .map(([coefs, a, b]) => ({
      typeId: COUPON_TYPES.blocks,
      // Leg 0 in the lobby, the rest alternating between blocks 1 and 2.
      legs: legsOf(coefs, (i) => (i === 0 ? 0 : 1 + (i % 2))),
      amount: a + b,
      amountByBlockId: { 1: a, 2: b },
    })),
);

const stateArb: fc.Arbitrary<CashOutLegState> = fc.oneof(
  fc
    .constantFrom<LegResult>('won', 'lost', 'void')
    .map((result): CashOutLegState => ({ kind: 'settled', result })),
  fc
    .double({ min: 0.01, max: 0.99, noNaN: true })
    .map((probability): CashOutLegState => ({ kind: 'open', probability })),
);

const termsArb: fc.Arbitrary<CashOutTerms> = fc.record({
  enabled: fc.constant(true),
  marginPercent: fc.integer({ min: 0, max: 50 }),
  stepMinor: fc.constantFrom(1, 10, 100),
});

const statesOf = (shape: CouponShape, states: CashOutLegState[]) =>
  new Map(shape.legs.map((l, i) => [l.outcomeId, states[i % states.length]!]));

const couponWithStates = shapeArb.chain((shape) =>
  fc
    .array(stateArb, { minLength: shape.legs.length, maxLength: shape.legs.length })
    .map((states) => ({ shape, states: statesOf(shape, states) })),
);

const valueOf = (q: ReturnType<typeof cashOutQuote>) => (q.kind === 'offer' ? q.value : 0);

describe('cash-out value (property)', () => {
  it('never exceeds the possible win, nor what the coupon pays if every open leg wins', () => {
    fc.assert(
      fc.property(couponWithStates, termsArb, ({ shape, states }, terms) => {
        const value = valueOf(cashOutQuote(shape, states, terms));
        const results = new Map<number, LegResult>();
        for (const [id, s] of states) if (s.kind === 'settled') results.set(id, s.result);
        expect(value).toBeLessThanOrEqual(possibleWin(shape));
        expect(value).toBeLessThanOrEqual(payout(shape, results));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('equals the payout when every leg has won, whatever the margin and step', () => {
    fc.assert(
      fc.property(shapeArb, termsArb, (shape, terms) => {
        const won = new Map<number, CashOutLegState>(
          shape.legs.map((l) => [l.outcomeId, { kind: 'settled', result: 'won' }]),
        );
        const quote = cashOutQuote(shape, won, terms);
        expect(quote).toEqual({ kind: 'offer', value: possibleWin(shape), settled: true });
      }),
    );
  });

  it('is nothing once any leg of an express has lost', () => {
    fc.assert(
      fc.property(
        couponWithStates.filter(({ shape }) => shape.typeId === COUPON_TYPES.express),
        fc.nat(),
        termsArb,
        ({ shape, states }, pick, terms) => {
          const lost = shape.legs[pick % shape.legs.length]!.outcomeId;
          states.set(lost, { kind: 'settled', result: 'lost' });
          expect(cashOutQuote(shape, states, terms)).toEqual({
            kind: 'unavailable',
            reason: 'lost',
          });
        },
      ),
    );
  });

  it('is the expected payout enumerated over every end of the open legs (no margin)', () => {
    fc.assert(
      fc.property(couponWithStates, ({ shape, states }) => {
        const open = shape.legs.filter((l) => states.get(l.outcomeId)!.kind === 'open');
        let reference = 0;
        for (let mask = 0; mask < 1 << open.length; mask += 1) {
          const results = new Map<number, LegResult>();
          let p = 1;
          for (const [id, s] of states) if (s.kind === 'settled') results.set(id, s.result);
          open.forEach((leg, i) => {
            const q = (states.get(leg.outcomeId) as { probability: number }).probability;
            const won = (mask & (1 << i)) !== 0;
            results.set(leg.outcomeId, won ? 'won' : 'lost');
            p *= won ? q : 1 - q;
          });
          reference += p * payout(shape, results);
        }
        const expected = expectedPayout(shape, states);
        // The rules floor each combination's product to hundredths; the expectation does not.
        const slack = shape.amount / 100 + 2 ** shape.legs.length + 2;
        expect(Math.abs(expected - reference)).toBeLessThanOrEqual(slack);
      }),
    );
  });

  it('pays in total (cash-outs, then settlement of the rest) no more than the possible win', () => {
    fc.assert(
      fc.property(
        shapeArb,
        fc.array(
          fc.tuple(
            fc.array(stateArb, { minLength: 8, maxLength: 8 }),
            fc.double({ min: 0.05, max: 1, noNaN: true }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.constantFrom<LegResult>('won', 'lost', 'void'), { minLength: 8, maxLength: 8 }),
        termsArb,
        (shape, sales, finals, terms) => {
          let live = shape.amount;
          let paid = 0;
          for (const [legStates, fraction] of sales) {
            if (live === 0) break;
            const quote = cashOutQuote(shape, statesOf(shape, legStates), terms, live);
            if (quote.kind !== 'offer') continue;
            const amount = Math.max(1, Math.floor(quote.value * fraction));
            paid += amount;
            live = liveAmountAfter(live, amount, quote.value);
          }
          const results = new Map(shape.legs.map((l, i) => [l.outcomeId, finals[i]!]));
          const settled =
            live === 0 ? 0 : payoutOfLiveShare(payout(shape, results), shape.amount, live);
          expect(paid + settled).toBeLessThanOrEqual(possibleWin(shape));
        },
      ),
    );
  });

  it('takes the overround out of a market in proportion, and has no price for a suspended one', () => {
    const market = [
      { id: 1, coef: 1.9, isBlocked: false },
      { id: 2, coef: 1.9, isBlocked: false },
    ];
    expect(impliedProbability(market, 1)).toBeCloseTo(0.5, 10);
    expect(impliedProbability([{ ...market[0]!, isBlocked: true }, market[1]!], 2)).toBeNull();
    const shape: CouponShape = {
      typeId: COUPON_TYPES.express,
      legs: legsOf([2, 3]),
      amount: 10_000,
    };
    const states = new Map<number, CashOutLegState>([
      [1, { kind: 'open', probability: 0.5 }],
      [2, { kind: 'suspended' }],
    ]);
    expect(cashOutQuote(shape, states, { enabled: true, marginPercent: 0, stepMinor: 1 })).toEqual({
      kind: 'unavailable',
      reason: 'suspended',
    });
    // Stake 100.00 at 6.00, one leg won (2.00), the other at 1/3: 600.00 / 3 = 200.00, less 5 %.
    states.set(1, { kind: 'settled', result: 'won' });
    states.set(2, { kind: 'open', probability: 1 / 3 });
    expect(
      cashOutQuote(shape, states, { enabled: true, marginPercent: 5, stepMinor: 100 }),
    ).toEqual({
      kind: 'offer',
      value: 19_000,
      settled: false,
    });
  });
});
