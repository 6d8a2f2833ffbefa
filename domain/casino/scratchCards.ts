// Scratch cards of the built-in provider (scratch cards section). Rules (shown on the ticket):
// - a ticket of nine cells, 3 × 3; three cells showing the same symbol win that symbol's prize
//   (a multiple of the stake); a ticket wins at most once;
// - the prize is drawn provably fair first, from the prize table's weights (the chances the
//   ticket shows); the cells are then filled from the round's next bytes: the winning symbol
//   three times, every other symbol at most twice, in shuffled places;
// - the return to player is exactly Σ weight × prize / Σ weight of the prize table.

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const SCRATCH_CELLS = 9;
export const SCRATCH_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];

/**
 * The prize table: symbol s (1–7) pays `pays` × the stake, drawn with chance weight / 1,000,000;
 * the rest of the weight is a ticket without a prize.
 */
export const SCRATCH_PRIZES: readonly { symbol: number; pays: number; weight: number }[] = [
  { symbol: 1, pays: 1_000, weight: 10 },
  { symbol: 2, pays: 100, weight: 200 },
  { symbol: 3, pays: 20, weight: 3_000 },
  { symbol: 4, pays: 10, weight: 10_000 },
  { symbol: 5, pays: 5, weight: 30_000 },
  { symbol: 6, pays: 2, weight: 150_000 },
  { symbol: 7, pays: 1, weight: 310_000 },
];
export const SCRATCH_TOTAL_WEIGHT = 1_000_000;
const SYMBOLS = SCRATCH_PRIZES.map((p) => p.symbol);

/** The exact return to player of a ticket: Σ weight × pays / the total weight. */
export function scratchExactRtp(): number {
  const paid = SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight * p.pays, 0);
  return paid / SCRATCH_TOTAL_WEIGHT;
}

/** The chance a ticket wins anything. */
export function scratchHitRate(): number {
  return SCRATCH_PRIZES.reduce((sum, p) => sum + p.weight, 0) / SCRATCH_TOTAL_WEIGHT;
}

/** The prize symbol of a weight draw in [0, total): 0 for no prize. */
function prizeOf(draw: number): number {
  let at = draw;
  for (const prize of SCRATCH_PRIZES) {
    if (at < prize.weight) return prize.symbol;
    at -= prize.weight;
  }
  return 0;
}

/** Fills and shuffles the cells with `pick(n)` uniform in [0, n). */
function fillTicket(symbol: number, pick: (n: number) => number): number[] {
  const cells: number[] = symbol === 0 ? [] : [symbol, symbol, symbol];
  const counts = new Map<number, number>();
  while (cells.length < SCRATCH_CELLS) {
    const open = SYMBOLS.filter((s) => s !== symbol && (counts.get(s) ?? 0) < 2);
    const s = open[pick(open.length)]!;
    counts.set(s, (counts.get(s) ?? 0) + 1);
    cells.push(s);
  }
  for (let i = 0; i < SCRATCH_CELLS - 1; i += 1) {
    const j = i + pick(SCRATCH_CELLS - i);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells;
}

/** The round's ticket: [prize symbol (0 none), the nine cells row by row]. */
export async function drawScratch(source: ByteSource): Promise<number[]> {
  const symbol = prizeOf(await uniformInt(source, SCRATCH_TOTAL_WEIGHT));
  // The same picks in the same order as fillTicket: the fill's symbols, then the shuffle.
  const picks: number[] = [];
  const cells: number[] = symbol === 0 ? [] : [symbol, symbol, symbol];
  const counts = new Map<number, number>();
  while (cells.length < SCRATCH_CELLS) {
    const open = SYMBOLS.filter((s) => s !== symbol && (counts.get(s) ?? 0) < 2);
    const s = open[await uniformInt(source, open.length)]!;
    counts.set(s, (counts.get(s) ?? 0) + 1);
    cells.push(s);
  }
  for (let i = 0; i < SCRATCH_CELLS - 1; i += 1)
    picks.push(await uniformInt(source, SCRATCH_CELLS - i));
  for (let i = 0; i < SCRATCH_CELLS - 1; i += 1) {
    const j = i + picks[i]!;
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return [symbol, ...cells];
}

export function drawScratchSync(next: () => number): number[] {
  const symbol = prizeOf(uniformIntSync(next, SCRATCH_TOTAL_WEIGHT));
  return [symbol, ...fillTicket(symbol, (n) => uniformIntSync(next, n))];
}

/** The symbol three cells show, or 0: what the ticket pays is read from its cells alone. */
export function scratchWinningSymbol(cells: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const s of cells) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const [s, n] of counts) if (n >= 3) return s;
  return 0;
}

/** What a ticket returns in minor units: stake × its prize (0 without one). */
export function scratchWin(cells: readonly number[], stake: number): number {
  const symbol = scratchWinningSymbol(cells);
  const prize = SCRATCH_PRIZES.find((p) => p.symbol === symbol);
  return prize ? stake * prize.pays : 0;
}
