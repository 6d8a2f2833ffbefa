// Jacks or Better 9/6 of the built-in provider: the hand evaluator, the deal from the round's
// bytes (verifiable), the draw, and the exact return of the deal alone (from the standard hand
// counts) against a simulation of deals. The 99.54 % of optimal play is the published figure
// for this paytable; the bench measures a simple strategy with its interval.
import { describe, expect, it } from 'vitest';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawHand,
  drawVideoPoker,
  drawVideoPokerSync,
  evaluatePoker,
  FIVE_CARD_HANDS,
  POKER_HAND_COUNTS,
  simpleHold,
  VIDEO_POKER_PAYS,
  videoPokerDealOnlyRtp,
} from '../../../domain/casino/videoPoker';

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

/** A card from rank (2–14) and suit (0–3). */
const c = (rank: number, suit: number) => suit * 13 + rank - 2;

describe('video poker (Jacks or Better 9/6)', () => {
  it('names every hand', () => {
    expect(evaluatePoker([c(10, 2), c(11, 2), c(12, 2), c(13, 2), c(14, 2)])).toBe('royal_flush');
    expect(evaluatePoker([c(9, 1), c(10, 1), c(11, 1), c(12, 1), c(13, 1)])).toBe('straight_flush');
    expect(evaluatePoker([c(14, 0), c(2, 0), c(3, 0), c(4, 0), c(5, 0)])).toBe('straight_flush');
    expect(evaluatePoker([c(7, 0), c(7, 1), c(7, 2), c(7, 3), c(2, 0)])).toBe('four_of_a_kind');
    expect(evaluatePoker([c(7, 0), c(7, 1), c(7, 2), c(3, 3), c(3, 0)])).toBe('full_house');
    expect(evaluatePoker([c(2, 3), c(5, 3), c(9, 3), c(11, 3), c(13, 3)])).toBe('flush');
    expect(evaluatePoker([c(14, 0), c(2, 1), c(3, 0), c(4, 0), c(5, 0)])).toBe('straight');
    expect(evaluatePoker([c(10, 0), c(11, 1), c(12, 0), c(13, 0), c(14, 0)])).toBe('straight');
    expect(evaluatePoker([c(12, 0), c(13, 1), c(14, 0), c(2, 0), c(3, 0)])).toBe('nothing');
    expect(evaluatePoker([c(4, 0), c(4, 1), c(4, 2), c(9, 0), c(13, 0)])).toBe('three_of_a_kind');
    expect(evaluatePoker([c(4, 0), c(4, 1), c(9, 2), c(9, 0), c(13, 0)])).toBe('two_pair');
    expect(evaluatePoker([c(11, 0), c(11, 1), c(3, 2), c(9, 0), c(6, 0)])).toBe('jacks_or_better');
    expect(evaluatePoker([c(10, 0), c(10, 1), c(3, 2), c(9, 0), c(6, 0)])).toBe('nothing');
  });

  it('deals ten distinct cards from the round bytes, verifiably, and draws in order', async () => {
    const fair = { serverSeed: 'd'.repeat(64), clientSeed: 'poker', nonce: 5 };
    const ten = await drawVideoPoker(new RoundBytes(fair));
    expect(new Set(ten).size).toBe(10);
    for (const card of ten) expect(card >= 0 && card < 52).toBe(true);
    expect(await builtinOutcomeRule('builtin-video-poker')(new RoundBytes(fair))).toEqual(ten);
    const serverSeedHash = await hashServerSeed(fair.serverSeed);
    const engineKey = 'builtin-video-poker';
    expect(
      (await verifyBuiltinRound({ ...fair, engineKey, serverSeedHash, outcome: ten })).verified,
    ).toBe(true);
    const other = [ten[5]!, ...ten.slice(1, 5), ten[0]!, ...ten.slice(6)];
    expect(
      (await verifyBuiltinRound({ ...fair, engineKey, serverSeedHash, outcome: other })).verified,
    ).toBe(false);
    expect(drawHand(ten, [true, false, true, false, false])).toEqual([
      ten[0],
      ten[5],
      ten[2],
      ten[6],
      ten[7],
    ]);
    expect(drawHand(ten, [true, true, true, true, true])).toEqual(ten.slice(0, 5));
  });

  it('returns 875,504 / 2,598,960 on the deal alone, confirmed by simulated deals', () => {
    const counted = Object.values(POKER_HAND_COUNTS).reduce((a, b) => a + b, 0);
    expect(counted).toBe(536_100);
    expect(videoPokerDealOnlyRtp()).toBeCloseTo(875_504 / FIVE_CARD_HANDS, 12);
    expect(findBuiltinGame('builtin-video-poker')?.rtpPercent).toBe(99.54);
    const next = seeded(0xbeef);
    const n = 300_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const r = VIDEO_POKER_PAYS[evaluatePoker(drawVideoPokerSync(next).slice(0, 5))];
      sum += r;
      squares += r * r;
    }
    const mean = sum / n;
    const error = Math.sqrt((squares / n - mean * mean) / n);
    expect(Math.abs(mean - videoPokerDealOnlyRtp())).toBeLessThan(5 * error);
  });

  it('the simple strategy keeps made hands and pairs, four to a flush, else high cards', () => {
    const pair = [c(5, 0), c(5, 1), c(13, 2), c(9, 0), c(2, 3)];
    expect(simpleHold(pair)).toEqual([true, true, false, false, false]);
    const flushDraw = [c(2, 1), c(6, 1), c(9, 1), c(12, 1), c(3, 0)];
    expect(simpleHold(flushDraw)).toEqual([true, true, true, true, false]);
    const high = [c(2, 1), c(6, 0), c(11, 1), c(14, 2), c(3, 0)];
    expect(simpleHold(high)).toEqual([false, false, true, true, false]);
  });
});
