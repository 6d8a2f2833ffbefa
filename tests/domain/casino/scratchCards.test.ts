// Scratch cards of the built-in provider: the ticket from the round's bytes (the prize drawn from
// the table, then the cells: the winning symbol three times, every other at most twice), what a
// ticket pays read from its cells, and the exact return to player of the prize table confirmed
// by simulation (seeded, five standard errors).
import { describe, expect, it } from 'vitest';
import { builtinOutcomeRule, verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawScratch,
  drawScratchSync,
  SCRATCH_CELLS,
  SCRATCH_PRIZES,
  SCRATCH_TOTAL_WEIGHT,
  scratchExactRtp,
  scratchHitRate,
  scratchWin,
  scratchWinningSymbol,
} from '../../../domain/casino/scratchCards';

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

const FAIR = { serverSeed: 'e'.repeat(64), clientSeed: 'scratch-seed', nonce: 2 };

function counts(cells: readonly number[]): number[] {
  const by = new Map<number, number>();
  for (const s of cells) by.set(s, (by.get(s) ?? 0) + 1);
  return [...by.values()].sort((a, b) => b - a);
}

describe('scratch cards', () => {
  it('draws a ticket from the round bytes, verifiably, the same way in both draws', async () => {
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const fair = { ...FAIR, nonce };
      const ticket = await drawScratch(new RoundBytes(fair));
      expect(ticket).toHaveLength(1 + SCRATCH_CELLS);
      const [symbol, ...cells] = ticket;
      expect(scratchWinningSymbol(cells)).toBe(symbol);
      expect(counts(cells)[0]).toBe(symbol === 0 ? 2 : 3);
      if (symbol !== 0) expect(counts(cells)[1]).toBeLessThanOrEqual(2);
      expect(cells.every((s) => s >= 1 && s <= 7)).toBe(true);
    }
    expect(await builtinOutcomeRule('builtin-scratch')(new RoundBytes(FAIR))).toEqual(
      await drawScratch(new RoundBytes(FAIR)),
    );
    const serverSeedHash = await hashServerSeed(FAIR.serverSeed);
    const outcome = await drawScratch(new RoundBytes(FAIR));
    const base = { ...FAIR, serverSeedHash, engineKey: 'builtin-scratch' };
    expect((await verifyBuiltinRound({ ...base, outcome })).verified).toBe(true);
    const swapped = [outcome[0]!, ...outcome.slice(1).reverse()];
    if (swapped.join() !== outcome.join()) {
      expect((await verifyBuiltinRound({ ...base, outcome: swapped })).verified).toBe(false);
    }
    // The synchronous draw (the bench's) takes the same picks in the same order.
    const words: number[] = [];
    const source = new RoundBytes(FAIR);
    for (let i = 0; i < 64; i += 1) words.push(await source.nextUint32());
    let at = 0;
    expect(drawScratchSync(() => words[at++]!)).toEqual(outcome);
  });

  it('pays the prize of the symbol shown three times, else nothing', () => {
    expect(scratchWin([1, 1, 1, 2, 2, 3, 3, 4, 4], 200)).toBe(200 * 1_000);
    expect(scratchWin([7, 2, 7, 2, 5, 5, 7, 3, 4], 100)).toBe(100);
    expect(scratchWin([1, 1, 2, 2, 3, 3, 4, 4, 5], 100)).toBe(0);
  });

  it('returns exactly the prize table, confirmed by simulation', () => {
    const exact = scratchExactRtp();
    expect(exact).toBe(0.95);
    const weights = SCRATCH_PRIZES.reduce((s, p) => s + p.weight, 0);
    expect(scratchHitRate()).toBe(weights / SCRATCH_TOTAL_WEIGHT);
    const next = seeded(0x5c_4a);
    const rounds = 300_000;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < rounds; i += 1) {
      const [, ...cells] = drawScratchSync(next);
      const x = scratchWin(cells, 1);
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / rounds;
    const se = Math.sqrt((sumSq / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - exact)).toBeLessThan(5 * se);
  });
});
