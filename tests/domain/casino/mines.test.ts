// Mines of the built-in provider: the field from the round's bytes, the actions and their
// refusals out of order, the multiplier and the exact return to player of every way to play
// (cash out after k safe tiles), confirmed by simulation (seeded, five standard errors).
import { describe, expect, it } from 'vitest';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawMines,
  drawMinesSync,
  minePositions,
  MINES_TILES,
  minesExactRtp,
  minesMultiplierX100,
  minesSafeChance,
  minesWin,
  playMines,
  startMines,
  type MinesRound,
} from '../../../domain/casino/mines';

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

const FAIR = { serverSeed: 'c'.repeat(64), clientSeed: 'mines-seed', nonce: 11 };

describe('mines', () => {
  it('shuffles the 25 tiles from the round bytes, verifiably', async () => {
    const shuffle = await drawMines(new RoundBytes(FAIR));
    expect([...shuffle].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(await builtinOutcomeRule('builtin-mines')(new RoundBytes(FAIR))).toEqual(shuffle);
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    const check = await verifyBuiltinRound({
      ...FAIR,
      engineKey: 'builtin-mines',
      serverSeedHash,
      outcome: shuffle,
    });
    expect(check.verified).toBe(true);
    const swapped = [shuffle[1]!, shuffle[0]!, ...shuffle.slice(2)];
    const bad = await verifyBuiltinRound({
      ...FAIR,
      engineKey: 'builtin-mines',
      serverSeedHash,
      outcome: swapped,
    });
    expect(bad.verified).toBe(false);
  });

  it('opens safe tiles, ends on a mine, cashes out, and refuses moves out of order', () => {
    // Mines on tiles 4, 9 and 14 (the shuffle's first three).
    const shuffle = [
      4,
      9,
      14,
      ...Array.from({ length: 25 }, (_, i) => i).filter((i) => ![4, 9, 14].includes(i)),
    ];
    let round: MinesRound = startMines(3);
    expect(playMines(round, 'cash_out', undefined, shuffle)).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    const first = playMines(round, 'open', 0, shuffle);
    if (!first.ok) throw new Error(first.reason);
    round = first.round;
    expect(round).toMatchObject({ opened: [0], phase: 'playing' });
    expect(playMines(round, 'open', 0, shuffle)).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    expect(playMines(round, 'open', 25, shuffle)).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
    const second = playMines(round, 'open', 1, shuffle);
    if (!second.ok) throw new Error(second.reason);
    const cashed = playMines(second.round, 'cash_out', undefined, shuffle);
    if (!cashed.ok) throw new Error(cashed.reason);
    expect(cashed.round.phase).toBe('cashed_out');
    expect(minesWin(cashed.round, 1_000)).toBe(10 * minesMultiplierX100(3, 2));
    expect(playMines(cashed.round, 'cash_out', undefined, shuffle)).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    const boom = playMines(second.round, 'open', 9, shuffle);
    if (!boom.ok) throw new Error(boom.reason);
    expect(boom.round).toMatchObject({ phase: 'exploded', hit: 9 });
    expect(minesWin(boom.round, 1_000)).toBe(0);
    expect(playMines(boom.round, 'open', 2, shuffle)).toEqual({
      ok: false,
      reason: 'round_not_in_play',
    });
    expect([...minePositions(shuffle, 3)].sort((a, b) => a - b)).toEqual([4, 9, 14]);
  });

  it('cashes out by itself once every safe tile is open', () => {
    const shuffle = Array.from({ length: 25 }, (_, i) => 24 - i);
    let round = startMines(24);
    const played = playMines(round, 'open', 0, shuffle);
    if (!played.ok) throw new Error(played.reason);
    round = played.round;
    expect(round.phase).toBe('cashed_out');
    expect(minesWin(round, 100)).toBe(2_475);
  });

  it('pays 0.99 / P(k safe) rounded down: every way to play returns at most 99 %', () => {
    expect(minesMultiplierX100(1, 1)).toBe(103);
    expect(minesMultiplierX100(3, 10)).toBe(500);
    expect(minesMultiplierX100(24, 1)).toBe(2_475);
    expect(minesMultiplierX100(24, 2)).toBe(0);
    expect(minesSafeChance(24, 1)).toBeCloseTo(1 / 25, 12);
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let k = 1; k <= MINES_TILES - mines; k += 1) {
        const rtp = minesExactRtp(mines, k);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        // The rounding down takes at most a hundredth of the multiplier.
        expect(0.99 - rtp).toBeLessThanOrEqual(minesSafeChance(mines, k) * 0.01 + 1e-12);
      }
    }
  });

  it.each([
    [3, 5],
    [5, 2],
    [10, 3],
  ])(
    'with %i mines, cashing out after %i safe tiles: simulation agrees with the exact RTP',
    (mines, k) => {
      const next = seeded(mines * 1_000 + k);
      const n = 200_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i += 1) {
        const shuffle = drawMinesSync(next);
        let round = startMines(mines);
        // Open tiles 0, 1, 2, … (any order has the same chances), cash out after k.
        for (let tile = 0; round.phase === 'playing' && round.opened.length < k; tile += 1) {
          const played = playMines(round, 'open', tile, shuffle);
          if (!played.ok) throw new Error(played.reason);
          round = played.round;
        }
        if (round.phase === 'playing') {
          const played = playMines(round, 'cash_out', undefined, shuffle);
          if (!played.ok) throw new Error(played.reason);
          round = played.round;
        }
        const r = minesWin(round, 100) / 100;
        sum += r;
        squares += r * r;
      }
      const mean = sum / n;
      const error = Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - minesExactRtp(mines, k))).toBeLessThan(5 * error);
    },
  );
});
