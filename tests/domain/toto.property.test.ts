// Property tests of toto's arithmetic (domain/toto): the pool split never
// pays more than the pool and accounts for every minor unit (operator share + paid + rollover =
// stakes + jackpot in, the rollover being exactly the unwon funds and the floors' remainders);
// lines by correct predictions against an independent enumeration of every line; a ticket's win
// against the per-line prizes of its lines; and the pick checks against random defects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  bestCorrect,
  linesByCorrect,
  linesOf,
  outcomeOfScore,
  picksProblems,
  splitPool,
  ticketWin,
  TOTO_PICKS,
  unitStakeProblem,
  type TotoOutcome,
  type TotoPick,
  type TotoRules,
} from '../../domain/toto';

/** Tier shares that add up to 10,000 bp over distinct correct counts of at most `games`. */
const tiersArb = (games: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: games }), {
      minLength: 1,
      maxLength: Math.min(5, games),
    })
    .chain((corrects) =>
      fc
        .array(fc.integer({ min: 0, max: 1000 }), {
          minLength: corrects.length,
          maxLength: corrects.length,
        })
        .map((weights) => {
          const total = weights.reduce((n, w) => n + w, 0) || 1;
          const shares = weights.map((w) => Math.floor((w * BASIS_POINTS) / total));
          // The floors' remainder goes to the first tier, so the shares add up to 10,000.
          shares[0]! += BASIS_POINTS - shares.reduce((n, s) => n + s, 0);
          return [...corrects]
            .sort((x, y) => y - x)
            .map((correct, i) => ({ correct, shareBp: shares[i]! }));
        }),
    );

const rulesArb = fc.integer({ min: 3, max: 15 }).chain((games) =>
  fc.record({
    games: fc.constant(games),
    operatorShareBp: fc.integer({ min: 0, max: 5000 }),
    tiers: tiersArb(games),
  }),
);

const pickSetArb = fc.subarray([...TOTO_PICKS], { minLength: 1 }) as fc.Arbitrary<TotoPick[]>;
const outcomeArb = fc.constantFrom<TotoOutcome>('1', 'X', '2', 'cancelled');

/** A draw of `games` games: tickets' picks and the outcomes. */
const drawArb = (games: number) =>
  fc.record({
    tickets: fc.array(fc.array(pickSetArb, { minLength: games, maxLength: games }), {
      minLength: 0,
      maxLength: 6,
    }),
    outcomes: fc.array(outcomeArb, { minLength: games, maxLength: games }),
  });

/** Every line of a ticket (the cartesian product of its picks), enumerated. */
function everyLine(picks: readonly (readonly TotoPick[])[]): TotoPick[][] {
  return picks.reduce<TotoPick[][]>(
    (lines, set) => lines.flatMap((line) => set.map((pick) => [...line, pick])),
    [[]],
  );
}

function correctOf(line: readonly TotoPick[], outcomes: readonly TotoOutcome[]): number {
  return line.filter((pick, i) => outcomes[i] === 'cancelled' || outcomes[i] === pick).length;
}

describe('splitPool', () => {
  it('never pays more than the pool and accounts for every minor unit', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 5, maxLength: 5 }),
        (rules, stakes, jackpotIn, lineCounts) => {
          const winning = new Map(rules.tiers.map((t, i) => [t.correct, lineCounts[i]!]));
          const split = splitPool(rules, stakes, jackpotIn, winning);
          expect(split.operatorShare + split.paid + split.rollover).toBe(stakes + jackpotIn);
          expect(split.paid).toBeLessThanOrEqual(stakes + jackpotIn - split.operatorShare);
          expect(split.operatorShare).toBe(
            Math.floor((stakes * rules.operatorShareBp) / BASIS_POINTS),
          );
          expect(split.rollover).toBeGreaterThanOrEqual(0);
          const net = stakes - split.operatorShare;
          let funds = 0;
          let remainders = 0;
          for (const tier of split.tiers) {
            expect(Number.isSafeInteger(tier.perLine)).toBe(true);
            expect(tier.perLine * tier.lines).toBeLessThanOrEqual(tier.fund);
            if (tier.lines === 0) expect(tier.perLine).toBe(0);
            // Floor: one more minor unit a line would overspend the fund.
            else expect((tier.perLine + 1) * tier.lines).toBeGreaterThan(tier.fund);
            funds += tier.fund;
            remainders += tier.fund - tier.perLine * tier.lines;
          }
          expect(split.paid).toBe(split.tiers.reduce((n, t) => n + t.perLine * t.lines, 0));
          // The remainder rule: the rollover is what the tiers' floors left of the net pool, plus
          // each tier's unpaid fund (all of it when nobody won the tier).
          expect(split.rollover).toBe(net + jackpotIn - funds + remainders);
          // The jackpot goes to the top tier alone.
          const top = Math.max(...rules.tiers.map((t) => t.correct));
          for (const tier of split.tiers) {
            const base = Math.floor((net * tier.shareBp) / BASIS_POINTS);
            expect(tier.fund).toBe(base + (tier.correct === top ? jackpotIn : 0));
          }
        },
      ),
    );
  });

  it('pays the whole net pool and jackpot, to the minor unit, when every tier is won evenly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (s, j) => {
        const rules = { operatorShareBp: 0, tiers: [{ correct: 3, shareBp: BASIS_POINTS }] };
        const split = splitPool(rules, s, j, new Map([[3, 1]]));
        expect(split.paid).toBe(s + j);
        expect(split.rollover).toBe(0);
      }),
    );
  });
});

describe('lines', () => {
  it('linesByCorrect counts every line once, as an enumeration of the lines does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((games) =>
          fc.record({
            picks: fc.array(pickSetArb, { minLength: games, maxLength: games }),
            outcomes: fc.array(outcomeArb, { minLength: games, maxLength: games }),
          }),
        ),
        ({ picks, outcomes }) => {
          const byCorrect = linesByCorrect(picks, outcomes);
          expect(byCorrect).toHaveLength(picks.length + 1);
          expect(byCorrect.reduce((n, k) => n + k, 0)).toBe(linesOf(picks));
          const lines = everyLine(picks);
          expect(lines).toHaveLength(linesOf(picks));
          const expected = new Array<number>(picks.length + 1).fill(0);
          for (const line of lines) expected[correctOf(line, outcomes)]! += 1;
          expect(byCorrect).toEqual(expected);
          const best = lines.reduce((m, line) => Math.max(m, correctOf(line, outcomes)), 0);
          expect(bestCorrect(byCorrect)).toBe(best);
        },
      ),
    );
  });

  it("a ticket's win is the sum of its lines' prizes, and the pool pays what its tickets win", () => {
    fc.assert(
      fc.property(
        rulesArb.chain((rules) =>
          fc.record({
            rules: fc.constant(rules),
            draw: drawArb(Math.min(rules.games, 7)),
            unitStake: fc.integer({ min: 1, max: 10_000 }),
            jackpotIn: fc.integer({ min: 0, max: 1e7 }),
          }),
        ),
        ({ rules, draw, unitStake, jackpotIn }) => {
          const games = draw.outcomes.length;
          const tiers = rules.tiers.filter((t) => t.correct <= games);
          if (tiers.length === 0) return;
          const pool = { operatorShareBp: rules.operatorShareBp, tiers };
          const counts = draw.tickets.map((picks) => linesByCorrect(picks, draw.outcomes));
          const winning = new Map(
            tiers.map((t) => [t.correct, counts.reduce((n, c) => n + (c[t.correct] ?? 0), 0)]),
          );
          const stakes = draw.tickets.reduce((n, picks) => n + unitStake * linesOf(picks), 0);
          const split = splitPool(pool, stakes, jackpotIn, winning);
          const prizeOf = new Map(split.tiers.map((t) => [t.correct, t.perLine]));
          let wins = 0;
          draw.tickets.forEach((picks, i) => {
            const win = ticketWin(counts[i]!, split);
            const byLines = everyLine(picks).reduce(
              (n, line) => n + (prizeOf.get(correctOf(line, draw.outcomes)) ?? 0),
              0,
            );
            expect(win).toBe(byLines);
            wins += win;
          });
          expect(wins).toBe(split.paid);
          expect(split.operatorShare + wins + split.rollover).toBe(stakes + jackpotIn);
        },
      ),
    );
  });
});

describe('picks and stakes', () => {
  it('finds no problem in sound picks, and the one defect put in at a position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }).chain((games) =>
          fc.record({
            picks: fc.array(pickSetArb, { minLength: games, maxLength: games }),
            position: fc.integer({ min: 0, max: games - 1 }),
            defect: fc.constantFrom('pick_missing', 'pick_duplicate', 'pick_unknown'),
          }),
        ),
        ({ picks, position, defect }) => {
          expect(picksProblems(picks, picks.length)).toEqual([]);
          expect(picksProblems(picks, picks.length + 1)).toEqual([
            { code: 'games_count', expected: picks.length + 1 },
          ]);
          const broken: unknown[][] = picks.map((set) => [...set]);
          const set = broken[position]!;
          if (defect === 'pick_missing') broken[position] = [];
          else if (defect === 'pick_duplicate') set.push(set[0]);
          else set.push('x');
          expect(picksProblems(broken, picks.length)).toEqual([{ code: defect, position }]);
        },
      ),
    );
  });

  it('outcomeOfScore says who is ahead', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (home, away) => {
        const outcome = outcomeOfScore(home, away);
        expect(outcome).toBe(home > away ? '1' : home < away ? '2' : 'X');
      }),
    );
  });

  it('unitStakeProblem keeps min, max and step in minor units', () => {
    const rules: Pick<TotoRules, 'unitStake'> = { unitStake: { min: 0.5, max: 100, step: 0.25 } };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (minor) => {
        const problem = unitStakeProblem(minor, rules, 2);
        if (minor < 50) expect(problem).toBe('stake_below_min');
        else if (minor > 10_000) expect(problem).toBe('stake_above_max');
        else expect(problem).toBe(minor % 25 === 0 ? null : 'stake_off_step');
      }),
    );
  });
});
