// Property tests of lotto's rules: draws and quick picks give distinct numbers in range; a ticket's
// win is floor(stake × the prize table's entry) against an exact BigInt reference; the numbers
// check refuses exactly the invalid tickets (and names a truly offending entry); a verification
// catches a changed seed or changed numbers; draws close on the period's next multiple.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, type ByteSource } from '../../domain/casino/fairness';
import {
  drawDistinct,
  drawLottoNumbers,
  lottoStakeProblem,
  lottoTicketWin,
  nextDrawClose,
  numbersProblems,
  pickDistinctSync,
  verifyLottoDraw,
  type LotteryDefinition,
} from '../../domain/lotto/index';

/** A seeded 32-bit generator (mulberry32): never stuck on values the rejection sampling refuses. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const sourceOf = (seed: number): ByteSource => ({ nextUint32: generator(seed) });

/** A lottery's number space: of, how many drawn, and the pick range (as site config allows). */
const shapeArb = fc
  .integer({ min: 2, max: 99 })
  .chain((of) =>
    fc.record({
      of: fc.constant(of),
      drawn: fc.integer({ min: 1, max: Math.min(30, of) }),
      pickMin: fc.integer({ min: 1, max: Math.min(20, of) }),
    }),
  )
  .chain((s) =>
    fc.record({
      of: fc.constant(s.of),
      drawn: fc.constant(s.drawn),
      pickMin: fc.constant(s.pickMin),
      pickMax: fc.integer({ min: s.pickMin, max: Math.min(20, s.of) }),
    }),
  );

const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''));

const expectDistinctInRange = (numbers: number[], of: number, count: number) => {
  expect(numbers).toHaveLength(count);
  expect(new Set(numbers).size).toBe(count);
  for (const n of numbers) {
    expect(Number.isInteger(n)).toBe(true);
    expect(n >= 1 && n <= of).toBe(true);
  }
};

describe('draws and quick picks (property)', () => {
  it('drawDistinct gives `count` distinct numbers of 1 ... of', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 99 })
          .chain((of) => fc.tuple(fc.constant(of), fc.integer({ min: 0, max: of }), fc.integer())),
        async ([of, count, seed]) => {
          expectDistinctInRange(await drawDistinct(sourceOf(seed), of, count), of, count);
        },
      ),
    );
  });

  it('a drawing all of 1 ... of is a permutation of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99 }), fc.integer(), async (of, seed) => {
        const all = await drawDistinct(sourceOf(seed), of, of);
        expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: of }, (_, i) => i + 1));
      }),
    );
  });

  it("a lottery's draw from its seed gives `drawn` distinct numbers in range", async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, seedArb, fc.integer({ min: 1, max: 1e6 }), async (s, seed, n) => {
        const numbers = await drawLottoNumbers(seed, { id: 'lottery', ...s }, n);
        expectDistinctInRange(numbers, s.of, s.drawn);
        // The same seed and draw number always give the same numbers.
        expect(await drawLottoNumbers(seed, { id: 'lottery', ...s }, n)).toEqual(numbers);
      }),
      { numRuns: 60 },
    );
  });

  it('pickDistinctSync gives `count` distinct numbers in range, ascending', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 99 })
          .chain((of) => fc.tuple(fc.constant(of), fc.integer({ min: 0, max: of }), fc.integer())),
        ([of, count, seed]) => {
          const picked = pickDistinctSync(generator(seed), of, count);
          expectDistinctInRange(picked, of, count);
          expect(picked).toEqual([...picked].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('prize table payouts (property)', () => {
  /** A prize table over 1 ... 6 picked: multipliers of at most 2 decimals, some entries absent. */
  const prizesArb = fc.dictionary(
    fc.integer({ min: 1, max: 6 }).map(String),
    fc.dictionary(
      fc.integer({ min: 0, max: 6 }).map(String),
      fc.integer({ min: 1, max: 10_000_000 }).map((h) => h / 100),
    ),
  );
  const ticketArb = fc.record({
    numbers: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }),
    drawn: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
    stake: fc.integer({ min: 1, max: 1_000_000_000 }),
  });

  it('pays floor(stake × the entry for (numbers picked, numbers matched)), 0 without one', () => {
    fc.assert(
      fc.property(prizesArb, ticketArb, (prizes, { numbers, drawn, stake }) => {
        let matched = 0;
        for (const n of numbers) if (drawn.includes(n)) matched += 1;
        const multiplier = prizes[String(numbers.length)]?.[String(matched)];
        // Exact: the multiplier's hundredths as an integer, the product in BigInt.
        const expected =
          multiplier === undefined
            ? 0
            : Number((BigInt(stake) * BigInt(Math.round(multiplier * 100))) / 100n);
        expect(lottoTicketWin({ prizes }, stake, numbers, drawn)).toBe(expected);
      }),
    );
  });

  it('never pays more than stake × the largest multiplier, nor less than 0', () => {
    fc.assert(
      fc.property(prizesArb, ticketArb, (prizes, { numbers, drawn, stake }) => {
        const largest = Math.max(0, ...Object.values(prizes).flatMap((row) => Object.values(row)));
        const win = lottoTicketWin({ prizes }, stake, numbers, drawn);
        expect(Number.isSafeInteger(win)).toBe(true);
        expect(win).toBeGreaterThanOrEqual(0);
        expect(win).toBeLessThanOrEqual(stake * largest + 1e-6);
      }),
    );
  });
});

describe('the numbers check (property)', () => {
  /** Tickets that are often valid (distinct picks in range) and often broken in one way. */
  const caseArb = shapeArb.chain((s) =>
    fc.record({
      lottery: fc.constant(s),
      numbers: fc.oneof(
        fc.uniqueArray(fc.integer({ min: 1, max: s.of }), {
          minLength: s.pickMin,
          maxLength: s.pickMax,
        }),
        fc.array(fc.integer({ min: -2, max: s.of + 2 }), { maxLength: s.pickMax + 2 }),
        fc.array(fc.oneof(fc.integer({ min: 1, max: s.of }), fc.double({ noNaN: false })), {
          minLength: s.pickMin,
          maxLength: s.pickMax,
        }),
      ),
    }),
  );

  const isValid = (lottery: { of: number; pickMin: number; pickMax: number }, ns: number[]) =>
    ns.length >= lottery.pickMin &&
    ns.length <= lottery.pickMax &&
    ns.every((n) => Number.isInteger(n) && n >= 1 && n <= lottery.of) &&
    ns.every((n, i) => ns.indexOf(n) === i);

  it('finds no problem exactly when the numbers are valid', () => {
    fc.assert(
      fc.property(caseArb, ({ lottery, numbers }) => {
        expect(numbersProblems(lottery, numbers).length === 0).toBe(isValid(lottery, numbers));
      }),
    );
  });

  it('names an entry that is out of range, or repeats an earlier one', () => {
    fc.assert(
      fc.property(caseArb, ({ lottery, numbers }) => {
        for (const problem of numbersProblems(lottery, numbers)) {
          if (problem.code === 'numbers_count') {
            expect(numbers.length < lottery.pickMin || numbers.length > lottery.pickMax).toBe(true);
            continue;
          }
          const n = numbers[problem.index]!;
          if (problem.code === 'number_range') {
            expect(Number.isInteger(n) && n >= 1 && n <= lottery.of).toBe(false);
          } else {
            expect(numbers.slice(0, problem.index)).toContain(n);
          }
        }
      }),
    );
  });
});

describe('draw verification (property)', () => {
  const drawArb = fc.record({
    shape: shapeArb,
    seed: seedArb,
    number: fc.integer({ min: 1, max: 1e6 }),
  });

  it('verifies an honest draw and catches a changed seed', async () => {
    await fc.assert(
      fc.asyncProperty(drawArb, fc.nat(63), async ({ shape, seed, number }, at) => {
        const lottery = { id: 'lottery', ...shape };
        const numbers = await drawLottoNumbers(seed, lottery, number);
        const serverSeedHash = await hashServerSeed(seed);
        const honest = await verifyLottoDraw(
          { serverSeed: seed, serverSeedHash, number, numbers },
          lottery,
        );
        expect(honest).toMatchObject({ seedMatchesHash: true, numbersMatch: true, numbers });
        // One hex digit of the revealed seed changed: it no longer matches the published hash.
        const digit = seed[at] === '0' ? '1' : '0';
        const changed = seed.slice(0, at) + digit + seed.slice(at + 1);
        const forged = await verifyLottoDraw(
          { serverSeed: changed, serverSeedHash, number, numbers },
          lottery,
        );
        expect(forged.seedMatchesHash).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('catches changed numbers', async () => {
    await fc.assert(
      fc.asyncProperty(drawArb, fc.nat(), fc.nat(), async ({ shape, seed, number }, i, delta) => {
        const lottery = { id: 'lottery', ...shape };
        const numbers = await drawLottoNumbers(seed, lottery, number);
        const serverSeedHash = await hashServerSeed(seed);
        const at = i % numbers.length;
        // Another number of 1 ... of at one position (of >= 2: shifted by 1 ... of - 1).
        const other = ((numbers[at]! + (delta % (shape.of - 1))) % shape.of) + 1;
        const variants = [
          numbers.map((n, k) => (k === at ? other : n)),
          numbers.slice(0, -1),
          [...numbers, numbers[0]!],
        ];
        for (const changed of variants) {
          const check = await verifyLottoDraw(
            { serverSeed: seed, serverSeedHash, number, numbers: changed },
            lottery,
          );
          expect(check.seedMatchesHash).toBe(true);
          expect(check.numbersMatch).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('schedule and stakes (property)', () => {
  it('a draw opened at `now` closes on the next multiple of its period, after now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 10_080 }),
        (now, minutes) => {
          const period = minutes * 60_000;
          const close = nextDrawClose(now, minutes);
          expect(close % period).toBe(0);
          expect(close).toBeGreaterThan(now);
          expect(close - now).toBeLessThanOrEqual(period);
        },
      ),
    );
  });

  it('refuses a stake exactly when it is below min, above max or off the step', () => {
    const rules: Pick<LotteryDefinition, 'stake'>[] = [
      { stake: { min: 50, max: 5000, step: 50 } },
      { stake: { min: 1, max: 100, step: 0.5 } },
      { stake: { min: 0.1, max: 2, step: 0.1 } },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lottery, stake) => {
          const { min, max, step } = lottery.stake;
          const [lo, hi, st] = [min, max, step].map((v) => Math.round(v * 100));
          const expected =
            stake < lo!
              ? 'stake_below_min'
              : stake > hi!
                ? 'stake_above_max'
                : stake % st! !== 0
                  ? 'stake_off_step'
                  : null;
          expect(lottoStakeProblem(stake, lottery, 2)).toBe(expected);
        },
      ),
    );
  });
});
