// The money wheel (TV games) of the built-in provider: the segment table and each bet's exact
// return (count × (value + 1) / 54), the schedule, the fair draw (uniform over the 54 segments,
// verifiable with the draw number as nonce), the pays, the bet checks, and the exact figures
// against a seeded simulation.
import { describe, expect, it } from 'vitest';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawWheelSync,
  wheelBetsProblem,
  wheelClosesAt,
  wheelDrawAt,
  wheelExactRtp,
  wheelWin,
  WHEEL_BET_VALUES,
  WHEEL_CLIENT_SEED,
  WHEEL_PERIOD_MS,
  WHEEL_SEGMENTS,
} from '../../../domain/casino/moneyWheel';

function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

describe('money wheel', () => {
  it('has the stated segments and exact returns', () => {
    const count = (v: number) => WHEEL_SEGMENTS.filter((s) => s === v).length;
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect([1, 3, 6, 12, 25, 50, 0].map(count)).toEqual([26, 13, 7, 4, 2, 1, 1]);
    expect(wheelExactRtp(1)).toBeCloseTo(52 / 54, 12);
    expect(wheelExactRtp(3)).toBeCloseTo(52 / 54, 12);
    expect(wheelExactRtp(6)).toBeCloseTo(49 / 54, 12);
    expect(wheelExactRtp(12)).toBeCloseTo(52 / 54, 12);
    expect(wheelExactRtp(25)).toBeCloseTo(52 / 54, 12);
    expect(wheelExactRtp(50)).toBeCloseTo(51 / 54, 12);
    expect(findBuiltinGame('builtin-money-wheel')).toMatchObject({
      category: 'tv-games',
      rtpPercent: 96.3,
    });
  });

  it('numbers the draws on one schedule and pays a bet its value to 1', () => {
    const at = Date.UTC(2026, 10, 27, 5, 0, 7);
    const n = wheelDrawAt(at);
    expect(wheelClosesAt(n) - at).toBeGreaterThan(0);
    expect(wheelClosesAt(n) - at).toBeLessThanOrEqual(WHEEL_PERIOD_MS);
    expect(wheelDrawAt(wheelClosesAt(n))).toBe(n + 1);
    const on12 = WHEEL_SEGMENTS.indexOf(12);
    const bets = [
      { value: 12, stake: 200 },
      { value: 1, stake: 500 },
    ];
    expect(wheelWin(bets, on12)).toBe(200 * 13);
    expect(wheelWin(bets, WHEEL_SEGMENTS.indexOf(0))).toBe(0);
    expect(wheelBetsProblem(bets)).toBeNull();
    expect(wheelBetsProblem([{ value: 2, stake: 100 }])).toMatch(/value/);
    expect(wheelBetsProblem([{ value: 1, stake: 50 }])).toMatch(/stake/);
    expect(wheelBetsProblem([])).toMatch(/bets/);
  });

  it('draws a segment from the draw seed, verifiable with the draw number as nonce', async () => {
    const serverSeed = 'cd'.repeat(32);
    const fair = { serverSeed, clientSeed: WHEEL_CLIENT_SEED, nonce: 118_000_123 };
    const outcome = await builtinOutcomeRule('builtin-money-wheel')(new RoundBytes(fair));
    expect(outcome).toHaveLength(1);
    expect(outcome[0]).toBeGreaterThanOrEqual(0);
    expect(outcome[0]).toBeLessThan(54);
    const serverSeedHash = await hashServerSeed(serverSeed);
    const base = { ...fair, engineKey: 'builtin-money-wheel', serverSeedHash };
    expect((await verifyBuiltinRound({ ...base, outcome })).verified).toBe(true);
    const wrong = [(outcome[0]! + 1) % 54];
    expect((await verifyBuiltinRound({ ...base, outcome: wrong })).verified).toBe(false);
  });

  it('returns the exact figures in a seeded simulation', () => {
    const next = seeded(0x3e11);
    const rounds = 400_000;
    const returned = new Map<number, number>(WHEEL_BET_VALUES.map((v) => [v, 0]));
    for (let i = 0; i < rounds; i += 1) {
      const segment = drawWheelSync(next);
      for (const value of WHEEL_BET_VALUES) {
        returned.set(value, returned.get(value)! + wheelWin([{ value, stake: 1 }], segment));
      }
    }
    for (const value of WHEEL_BET_VALUES) {
      const p = WHEEL_SEGMENTS.filter((s) => s === value).length / 54;
      const sd = (value + 1) * Math.sqrt(p * (1 - p));
      const measured = returned.get(value)! / rounds;
      expect(Math.abs(measured - wheelExactRtp(value))).toBeLessThan((4 * sd) / Math.sqrt(rounds));
    }
  });
});
