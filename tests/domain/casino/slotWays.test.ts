// The 243-ways slot (domain/casino/slotSpin.ts evaluateWays, slotRtp.ts): a symbol pays per way
// from the leftmost reel, wilds substituting; the exact return equals the sum over every stop
// combination of a small machine, and the title's figure equals the exact one.
import { describe, expect, it } from 'vitest';
import { findBuiltinGame } from '../../../domain/casino/builtinGames';
import { isSlotStake, type SlotMachine } from '../../../domain/casino/slotMachine';
import { FRUIT_WAYS, SLOT_MACHINES } from '../../../domain/casino/slotMachines';
import { slotTheoreticalRtp } from '../../../domain/casino/slotRtp';
import { evaluateSpin, evaluateWays } from '../../../domain/casino/slotSpin';

const SMALL: SlotMachine = {
  rows: 3,
  paylines: [],
  waysCoins: 5,
  wild: 'wild',
  scatter: 'star',
  stakes: [5, 10],
  linePays: { cherry: [0, 1, 2, 4, 9], bell: [0, 0, 3, 7, 20] },
  scatterPays: [0, 0, 1, 3],
  strips: [
    ['cherry', 'bell', 'cherry', 'star', 'bell'],
    ['bell', 'wild', 'cherry', 'cherry'],
    ['cherry', 'star', 'bell', 'wild', 'bell', 'cherry'],
    ['bell', 'cherry', 'cherry', 'bell'],
    ['cherry', 'star', 'bell', 'cherry', 'bell'],
  ],
};

describe('ways slot', () => {
  it('pays a symbol per way from the leftmost reel, wilds substituting', () => {
    const window = [
      ['cherry', 'bell', 'cherry'],
      ['wild', 'plum', 'plum'],
      ['cherry', 'cherry', 'cherry'],
      ['plum', 'plum', 'plum'],
      ['cherry', 'cherry', 'cherry'],
    ];
    // Cherry runs three reels: 2 × 1 × 3 = 6 ways; bell two reels (bell, wild): 1 way.
    expect(evaluateWays(FRUIT_WAYS, window, 'cherry')).toEqual({ count: 3, ways: 6, pays: 5 });
    expect(evaluateWays(FRUIT_WAYS, window, 'bell')).toEqual({ count: 2, ways: 0, pays: 0 });
    expect(evaluateWays(FRUIT_WAYS, window, 'seven')).toEqual({ count: 0, ways: 0, pays: 0 });
    expect(isSlotStake(FRUIT_WAYS, 250)).toBe(true);
    expect(isSlotStake(FRUIT_WAYS, 10)).toBe(false);
  });

  it('computes the exact return as the sum over every stop combination', () => {
    let won = 0;
    let combinations = 0;
    const lengths = SMALL.strips.map((s) => s.length);
    const stops = lengths.map(() => 0);
    const walk = (reel: number): void => {
      if (reel === lengths.length) {
        won += evaluateSpin(SMALL, stops, 5).win;
        combinations += 1;
        return;
      }
      for (let s = 0; s < lengths[reel]!; s += 1) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const exact = slotTheoreticalRtp(SMALL);
    expect(exact.numerator * 5 * combinations).toBe(won * exact.denominator);
  });

  it('states the exact figure in the catalogue', () => {
    const rtp = slotTheoreticalRtp(SLOT_MACHINES['builtin-slot-ways']!).rtp;
    expect(findBuiltinGame('builtin-slot-ways')?.rtpPercent).toBe(Math.round(rtp * 10_000) / 100);
  });
});
