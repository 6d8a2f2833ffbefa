import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../domain/casino/builtinGames';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import {
  generateServerSeed,
  hashServerSeed,
  RoundBytes,
  uniformIntSync,
} from '../../../domain/casino/fairness';
import { isSlotStake, type SlotMachine } from '../../../domain/casino/slotMachine';
import { FRUIT_FIVES, SLOT_MACHINES, spreadStrip } from '../../../domain/casino/slotMachines';
import { slotTheoreticalRtp } from '../../../domain/casino/slotRtp';
import { evaluateLine, evaluateSpin, slotWindow } from '../../../domain/casino/slotSpin';

/**
 * A fixed paytable for hand-made windows (the titles' own tables are tuned for their RTP), on
 * FRUIT_FIVES's frame: 3 rows, the ten paylines, wild `wild`, scatter `star`, the slot stakes.
 */
const TABLE: SlotMachine = {
  ...FRUIT_FIVES,
  linePays: {
    cherry: [0, 0, 5, 15, 50],
    lemon: [0, 0, 5, 15, 50],
    orange: [0, 0, 10, 25, 80],
    plum: [0, 0, 10, 25, 80],
    bell: [0, 0, 20, 60, 200],
    melon: [0, 0, 25, 80, 300],
    seven: [0, 0, 50, 200, 1000],
    wild: [0, 0, 0, 0, 2000],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  strips: [],
};

/**
 * A machine whose stop 0 on each reel shows the given columns (top, middle, bottom), followed by
 * filler, so a test writes the window it wants by hand.
 */
function machineShowing(columns: string[][]): SlotMachine {
  return {
    ...TABLE,
    strips: columns.map((column) => [...column, 'x', 'x']),
  };
}

describe('slot spin evaluation', () => {
  it('shows rows consecutive symbols of each strip from its stop, wrapping around', () => {
    const machine = {
      ...FRUIT_FIVES,
      strips: [
        ['a', 'b', 'c', 'd'],
        ['e', 'f', 'g'],
        ['h', 'i', 'j'],
        ['k', 'l', 'm'],
        ['n', 'o', 'p'],
      ],
    };
    expect(slotWindow(machine, [3, 1, 0, 2, 0])).toEqual([
      ['d', 'a', 'b'],
      ['f', 'g', 'e'],
      ['h', 'i', 'j'],
      ['m', 'k', 'l'],
      ['n', 'o', 'p'],
    ]);
  });

  it('pays five sevens on the middle line in line bets times the stake per line', () => {
    const machine = machineShowing([
      ['cherry', 'seven', 'lemon'],
      ['plum', 'seven', 'lemon'],
      ['bell', 'seven', 'orange'],
      ['orange', 'seven', 'melon'],
      ['lemon', 'seven', 'plum'],
    ]);
    const spin = evaluateSpin(machine, [0, 0, 0, 0, 0], 100);
    // Line bet 100 / 10 = 10; five sevens pay 1000 line bets.
    expect(spin.wins).toEqual([{ line: 0, symbol: 'seven', count: 5, win: 1000 * 10 }]);
    expect(spin.win).toBe(10_000);
  });

  it('lets wilds stand in for the line symbol, left to right, and stops at the first other symbol', () => {
    const machine = machineShowing([
      ['cherry', 'bell', 'lemon'],
      ['plum', 'wild', 'lemon'],
      ['bell', 'bell', 'orange'],
      ['orange', 'plum', 'melon'],
      ['lemon', 'bell', 'plum'],
    ]);
    const spin = evaluateSpin(machine, [0, 0, 0, 0, 0], 10);
    expect(spin.wins).toEqual([{ line: 0, symbol: 'bell', count: 3, win: 20 }]);
  });

  it('pays along a V line (rows 0,1,2,1,0) and a run starting with a wild', () => {
    const machine = machineShowing([
      ['wild', 'cherry', 'lemon'],
      ['plum', 'melon', 'lemon'],
      ['bell', 'bell', 'melon'],
      ['orange', 'melon', 'cherry'],
      ['lemon', 'bell', 'plum'],
    ]);
    const spin = evaluateSpin(machine, [0, 0, 0, 0, 0], 10);
    // Line 3 = [0,1,2,1,0]: wild, melon, melon, melon, lemon → four melons (80 line bets).
    expect(spin.wins).toEqual([{ line: 3, symbol: 'melon', count: 4, win: 80 }]);
  });

  it('pays a full line of wilds as wilds when that beats the symbol', () => {
    expect(evaluateLine(TABLE, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pays: 2000,
    });
    expect(evaluateLine(TABLE, ['wild', 'wild', 'wild', 'wild', 'cherry'])).toEqual({
      symbol: 'cherry',
      count: 5,
      pays: 50,
    });
    expect(evaluateLine(TABLE, ['cherry', 'cherry', 'lemon', 'cherry', 'cherry']).pays).toBe(0);
  });

  it('pays scatters anywhere in total stakes, and a scatter breaks a line', () => {
    const machine = machineShowing([
      ['star', 'cherry', 'lemon'],
      ['plum', 'cherry', 'lemon'],
      ['bell', 'star', 'orange'],
      ['orange', 'cherry', 'melon'],
      ['lemon', 'plum', 'star'],
    ]);
    const spin = evaluateSpin(machine, [0, 0, 0, 0, 0], 50);
    expect(spin.wins).toEqual([{ line: -1, symbol: 'star', count: 3, win: 2 * 50 }]);
    expect(evaluateLine(TABLE, ['star', 'star', 'star', 'star', 'star']).pays).toBe(0);
  });

  it('adds up several lines in one spin', () => {
    const machine = machineShowing([
      ['lemon', 'lemon', 'lemon'],
      ['lemon', 'lemon', 'lemon'],
      ['lemon', 'lemon', 'lemon'],
      ['cherry', 'cherry', 'cherry'],
      ['cherry', 'cherry', 'cherry'],
    ]);
    const spin = evaluateSpin(machine, [0, 0, 0, 0, 0], 10);
    expect(spin.wins).toHaveLength(10);
    expect(spin.win).toBe(10 * 5);
  });
});

describe('slot return to player', () => {
  const small: SlotMachine = {
    rows: 3,
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [0, 1, 2, 1, 0],
    ],
    wild: 'W',
    scatter: 'S',
    linePays: { A: [0, 0, 5, 10, 40], B: [0, 1, 3, 8, 25], W: [0, 0, 0, 0, 100] },
    scatterPays: [0, 0, 2, 6],
    stakes: [3],
    strips: [
      ['A', 'B', 'S', 'B', 'A'],
      ['B', 'W', 'A', 'B'],
      ['A', 'S', 'B', 'W', 'B', 'A'],
      ['B', 'A', 'W', 'A'],
      ['A', 'B', 'S', 'B', 'B'],
    ],
  };

  it('equals an exact enumeration of every stop combination on a small paytable', () => {
    const rtp = slotTheoreticalRtp(small);
    const lengths = small.strips.map((s) => s.length);
    let combinations = 0;
    let totalWin = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === lengths.length) {
        combinations += 1;
        totalWin += evaluateSpin(small, stops, 3).win;
        return;
      }
      for (let stop = 0; stop < (lengths[reel] ?? 0); stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    expect(combinations).toBe(rtp.denominator);
    // Σ wins / (combinations × stake) = numerator / denominator, compared without division.
    expect(totalWin * rtp.denominator).toBe(rtp.numerator * combinations * 3);
    expect(rtp.scatterNumerator).toBeGreaterThan(0);
    expect(rtp.lineNumerator).toBeGreaterThan(0);
  });

  it('states each slot title’s RTP as computed from its paytable and strips', () => {
    for (const game of BUILTIN_GAMES.filter((g) => g.engine === 'slot')) {
      const machine = SLOT_MACHINES[game.engineKey];
      expect(machine, game.engineKey).toBeDefined();
      const rtp = slotTheoreticalRtp(machine!);
      expect(game.rtpPercent).toBe(Math.round(rtp.rtp * 10_000) / 100);
      expect(rtp.rtp).toBeGreaterThan(0.94);
      expect(rtp.rtp).toBeLessThan(0.97);
      for (const stake of machine!.stakes) expect(isSlotStake(machine!, stake)).toBe(true);
    }
  });

  it('measures the theoretical RTP in 200,000 simulated spins, within 4 standard errors', () => {
    const machine = FRUIT_FIVES;
    const rtp = slotTheoreticalRtp(machine).rtp;
    const buffer = randomBytes(4 * 1_100_000);
    let at = 0;
    const next = () => {
      if (at + 4 > buffer.length) at = 0;
      const value = buffer.readUInt32BE(at);
      at += 4;
      return value;
    };
    const spins = 200_000;
    const stake = 10;
    let sum = 0;
    let sumSquares = 0;
    const stops = [0, 0, 0, 0, 0];
    for (let i = 0; i < spins; i += 1) {
      machine.strips.forEach((strip, reel) => (stops[reel] = uniformIntSync(next, strip.length)));
      const x = evaluateSpin(machine, stops, stake).win / stake;
      sum += x;
      sumSquares += x * x;
    }
    const mean = sum / spins;
    const variance = sumSquares / spins - mean * mean;
    const standardError = Math.sqrt(variance / spins);
    expect(Math.abs(mean - rtp)).toBeLessThan(4 * standardError);
  });

  it('spreads strips so that each symbol keeps its count', () => {
    const strip = spreadStrip({ a: 5, b: 3, c: 1 });
    expect(strip).toHaveLength(9);
    expect(strip.filter((s) => s === 'a')).toHaveLength(5);
    expect(strip.filter((s) => s === 'c')).toHaveLength(1);
  });
});

describe('slot outcomes from the fair bytes', () => {
  it('turns a round’s bytes into one stop per reel, and a verification finds the same stops', async () => {
    const serverSeed = generateServerSeed();
    const serverSeedHash = await hashServerSeed(serverSeed);
    const stops = await builtinOutcomeRule('builtin-slot')(
      new RoundBytes({ serverSeed, clientSeed: 'mine', nonce: 4 }),
    );
    expect(stops).toHaveLength(5);
    stops.forEach((stop, reel) => {
      expect(stop).toBeGreaterThanOrEqual(0);
      expect(stop).toBeLessThan(FRUIT_FIVES.strips[reel]!.length);
    });
    const round = {
      engineKey: 'builtin-slot',
      serverSeed,
      serverSeedHash,
      clientSeed: 'mine',
      nonce: 4,
    };
    expect(await verifyBuiltinRound({ ...round, outcome: stops })).toMatchObject({
      verified: true,
    });
    const altered = stops.map((s, i) => (i === 0 ? (s + 1) % 32 : s));
    expect(await verifyBuiltinRound({ ...round, outcome: altered })).toMatchObject({
      seedMatchesHash: true,
      outcomeMatches: false,
      verified: false,
    });
  });
});
