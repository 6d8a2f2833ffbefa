import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import {
  CRASH_HOUSE_EDGE_PERCENT,
  CRASH_MAX_POINT_X100,
  crashPointX100,
  crashPointX100FromBits,
  crashTheoreticalRtp,
  crashTimeMs,
  crashWin,
  judgeCashOut,
  msToReach,
  multiplierX100At,
  settleWithoutCashOut,
} from '../../../domain/casino/crashGame';
import { generateServerSeed, hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';

const TWO_52 = 2n ** 52n;

function randomBits52(): bigint {
  return randomBytes(8).readBigUInt64BE(0) >> 12n;
}

describe('crash point', () => {
  it('maps the 52 bits to the crash point by the stated formula, clamped to 1.00 … the cap', () => {
    expect(crashPointX100FromBits(0n)).toBe(100);
    // Half way: 97 · 2 = 1.94.
    expect(crashPointX100FromBits(TWO_52 / 2n)).toBe(194);
    expect(crashPointX100FromBits(TWO_52 - 1n)).toBe(CRASH_MAX_POINT_X100);
    expect(() => crashPointX100FromBits(TWO_52)).toThrow();
  });

  it('has P(point ≥ m) = 0.97 / m: the house edge is 3 % whatever the cash-out target', () => {
    for (const target of [101, 150, 200, 500, 1000, 10_000, 100_000]) {
      expect(crashTheoreticalRtp(target)).toBeCloseTo(1 - CRASH_HOUSE_EDGE_PERCENT / 100, 12);
    }
    expect(findBuiltinGame('builtin-crash')?.rtpPercent).toBe(100 - CRASH_HOUSE_EDGE_PERCENT);
  });

  it('draws crash points whose distribution matches 0.97 / m (200,000 draws, within 5 standard errors)', () => {
    const draws = 200_000;
    const points = Array.from({ length: draws }, () => crashPointX100FromBits(randomBits52()));
    for (const target of [100, 101, 120, 200, 300, 1000, 5000]) {
      const p = target <= 100 ? 1 : 97 / target;
      const observed = points.filter((x) => x >= target).length / draws;
      const sd = Math.sqrt((p * (1 - p)) / draws);
      expect(Math.abs(observed - p), `P(point ≥ ${target / 100})`).toBeLessThanOrEqual(
        5 * sd + 1e-12,
      );
    }
    // The measured return of always cashing out at 2.00.
    const returned = points.filter((x) => x >= 200).length * 2;
    const rtp = returned / draws;
    const sd = 2 * Math.sqrt((0.485 * 0.515) / draws);
    expect(Math.abs(rtp - 0.97)).toBeLessThan(5 * sd);
  });

  it('comes from the fair bytes and verifies from the revealed seed', async () => {
    const serverSeed = generateServerSeed();
    const input = { serverSeed, clientSeed: 'rocket', nonce: 12 };
    const point = await crashPointX100(new RoundBytes(input));
    expect(point).toBeGreaterThanOrEqual(100);
    const check = await verifyBuiltinRound({
      ...input,
      engineKey: 'builtin-crash',
      serverSeedHash: await hashServerSeed(serverSeed),
      outcome: [point],
    });
    expect(check.verified).toBe(true);
  });
});

describe('crash round timing on the server clock', () => {
  it('grows the multiplier on m(t) = floor(100 e^(0.00006 t)) / 100', () => {
    expect(multiplierX100At(0)).toBe(100);
    expect(multiplierX100At(-5)).toBe(100);
    expect(multiplierX100At(11_552)).toBe(199);
    expect(multiplierX100At(11_553)).toBe(200);
    for (const x of [101, 150, 200, 1234, 10_000]) {
      const ms = msToReach(x);
      expect(multiplierX100At(ms)).toBeGreaterThanOrEqual(x);
      expect(multiplierX100At(ms - 1)).toBeLessThan(x);
    }
  });

  it('crashes the first millisecond the multiplier passes the crash point', () => {
    const crash = 250;
    const at = crashTimeMs(crash);
    expect(multiplierX100At(at - 1)).toBeLessThanOrEqual(crash);
    expect(multiplierX100At(at)).toBeGreaterThan(crash);
    expect(judgeCashOut(crash, at - 1, null)).toEqual({ outcome: 'won', multiplierX100: 250 });
    expect(judgeCashOut(crash, at, null)).toEqual({ outcome: 'crashed', multiplierX100: 250 });
  });

  it('refuses a cash-out below 1.01, and an instant crash (1.00) can never be cashed out', () => {
    expect(judgeCashOut(500, 0, null)).toEqual({ outcome: 'too_early', multiplierX100: 100 });
    expect(judgeCashOut(100, 0, null).outcome).toBe('too_early');
    expect(judgeCashOut(100, msToReach(101), null).outcome).toBe('crashed');
  });

  it('pays an automatic cash-out at its target when the round reached it, even if asked later', () => {
    expect(judgeCashOut(300, crashTimeMs(300) + 5000, 200)).toEqual({
      outcome: 'won',
      multiplierX100: 200,
    });
    expect(settleWithoutCashOut(300, 200)).toEqual({ won: true, multiplierX100: 200 });
    expect(settleWithoutCashOut(300, 301)).toEqual({ won: false, multiplierX100: 300 });
    expect(settleWithoutCashOut(300, null)).toEqual({ won: false, multiplierX100: 300 });
  });

  it('pays stake × multiplier rounded down to the minor unit', () => {
    expect(crashWin(100, 250)).toBe(250);
    expect(crashWin(10, 133)).toBe(13);
    expect(crashWin(5000, 1_000_000)).toBe(50_000_000);
  });
});
