// Fishing of the built-in provider (SPEC section 2, fishing and hunting): every fish's chance is
// exactly 0.97 / its multiplier (a whole count of the million draws), so every shot returns
// exactly 97 %; a shot's outcome is its round's fair draw, verified from the revealed seed, and
// what a shot pays read from it.
import { describe, expect, it } from 'vitest';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawFishing,
  drawFishingSync,
  FISHING_DRAW_RANGE,
  FISHING_FISH,
  fishingCatches,
  fishingChance,
  fishingExactRtp,
  fishingWin,
  fishingWinningDraws,
  isFishingTarget,
} from '../../../domain/casino/fishing';

const FAIR = { serverSeed: 'f'.repeat(64), clientSeed: 'fishing-seed', nonce: 5 };

describe('fishing', () => {
  it('gives every fish the chance 0.97 / multiplier exactly: a 97 % return with no rounding', () => {
    expect(FISHING_FISH).toEqual([2, 5, 10, 25, 100]);
    expect(FISHING_FISH.map((_, i) => fishingWinningDraws(i))).toEqual([
      485_000, 194_000, 97_000, 38_800, 9_700,
    ]);
    FISHING_FISH.forEach((multiplier, fish) => {
      expect(Number.isInteger(fishingWinningDraws(fish))).toBe(true);
      expect(fishingWinningDraws(fish) * multiplier).toBe(970_000);
      expect(fishingExactRtp(fish)).toBe(0.97);
      expect(fishingChance(fish)).toBeCloseTo(0.97 / multiplier, 15);
    });
    expect(findBuiltinGame('builtin-fishing')).toMatchObject({
      engine: 'fishing',
      category: 'fishing-hunting',
      rtpPercent: 97,
      demo: true,
    });
  });

  it('pays the stake × the multiplier exactly when the draw is below the fish count', () => {
    expect(fishingCatches(0, 484_999)).toBe(true);
    expect(fishingCatches(0, 485_000)).toBe(false);
    expect(fishingCatches(4, 9_699)).toBe(true);
    expect(fishingCatches(4, 9_700)).toBe(false);
    expect(fishingWin(4, [0], 300)).toBe(30_000);
    expect(fishingWin(1, [193_999], 100)).toBe(500);
    expect(fishingWin(1, [194_000], 100)).toBe(0);
    for (const bad of [-1, 5, 1.5, Number.NaN]) {
      expect(isFishingTarget(bad)).toBe(false);
      expect(fishingWinningDraws(bad)).toBe(0);
    }
    // Counting every draw of the range: exactly 970,000 millionths returned per unit, any fish.
    FISHING_FISH.forEach((multiplier, fish) => {
      let caught = 0;
      for (let draw = 0; draw < FISHING_DRAW_RANGE; draw += 1) {
        if (fishingCatches(fish, draw)) caught += 1;
      }
      expect(caught * multiplier).toBe(970_000);
    });
  });

  it('draws a shot from the round bytes and verifies it from the revealed seed', async () => {
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    const outcome = await drawFishing(new RoundBytes(FAIR));
    expect(outcome).toHaveLength(1);
    expect(outcome[0]).toBeGreaterThanOrEqual(0);
    expect(outcome[0]).toBeLessThan(FISHING_DRAW_RANGE);
    expect(await builtinOutcomeRule('builtin-fishing')(new RoundBytes(FAIR))).toEqual(outcome);
    const base = { ...FAIR, serverSeedHash, engineKey: 'builtin-fishing' };
    expect((await verifyBuiltinRound({ ...base, outcome })).verified).toBe(true);
    const other = [(outcome[0]! + 1) % FISHING_DRAW_RANGE];
    expect((await verifyBuiltinRound({ ...base, outcome: other })).verified).toBe(false);
    const wrongSeed = { ...base, serverSeed: 'e'.repeat(64), outcome };
    expect((await verifyBuiltinRound(wrongSeed)).seedMatchesHash).toBe(false);
    // The synchronous draw (the bench's) takes the same words in the same order.
    const words: number[] = [];
    const source = new RoundBytes(FAIR);
    for (let i = 0; i < 8; i += 1) words.push(await source.nextUint32());
    let at = 0;
    expect(drawFishingSync(() => words[at++]!)).toEqual(outcome);
  });
});
