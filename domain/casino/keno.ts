// Keno of the built-in provider: the player picks 1 to 10 numbers of 1–80, 20 are drawn without
// replacement (provably fair), and the paytable of the number of picks pays by the number of hits.
// The exact return to player of each pick count is the hypergeometric sum over the hits.

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/**
 * The paytable: for each number of picks, what a number of hits returns per unit staked, in
 * tenths (38 = 3.8 × the stake, the stake included); hits not listed return nothing.
 */
export const KENO_PAYTABLE_TENTHS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 38 },
  2: { 1: 10, 2: 93 },
  3: { 2: 34, 3: 342 },
  4: { 2: 18, 3: 61, 4: 974 },
  5: { 2: 6, 3: 35, 4: 165, 5: 4_600 },
  6: { 2: 5, 3: 16, 4: 55, 5: 655, 6: 16_400 },
  7: { 3: 13, 4: 38, 5: 251, 6: 2_300, 7: 62_700 },
  8: { 3: 6, 4: 25, 5: 126, 6: 759, 7: 8_900, 8: 126_500 },
  9: { 4: 19, 5: 62, 6: 372, 7: 3_100, 8: 37_200, 9: 248_100 },
  10: { 0: 22, 4: 11, 5: 34, 6: 168, 7: 1_100, 8: 6_700, 9: 55_900, 10: 1_118_200 },
};

/** Whether picks are 1 to 10 distinct whole numbers of 1–80. */
export function isValidKenoPicks(picks: readonly number[]): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  );
}

function drawWith(pick: (n: number) => number): number[] {
  // A partial Fisher–Yates shuffle: the first 20 places of a shuffled 1–80.
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + pick(KENO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, KENO_DRAWN);
}

/** The 20 numbers drawn, in draw order, from the round's bytes. */
export async function drawKeno(source: ByteSource): Promise<number[]> {
  const picks: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i += 1) picks.push(await uniformInt(source, KENO_NUMBERS - i));
  let at = 0;
  return drawWith(() => picks[at++]!);
}

/** The synchronous twin of drawKeno (simulations). */
export function drawKenoSync(next: () => number): number[] {
  return drawWith((n) => uniformIntSync(next, n));
}

export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  let hits = 0;
  for (const n of picks) if (drawn.includes(n)) hits += 1;
  return hits;
}

/** A round's win in minor units: stake × the paytable's multiple, rounded down to a minor unit. */
export function kenoWin(picks: readonly number[], drawn: readonly number[], stake: number): number {
  const tenths = KENO_PAYTABLE_TENTHS[picks.length]?.[kenoHits(picks, drawn)] ?? 0;
  return Math.floor((stake * tenths) / 10);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The probability of `hits` hits with `spots` picks: C(s,h)·C(80−s,20−h)/C(80,20). */
export function kenoHitProbability(spots: number, hits: number): number {
  return (
    (choose(spots, hits) * choose(KENO_NUMBERS - spots, KENO_DRAWN - hits)) /
    choose(KENO_NUMBERS, KENO_DRAWN)
  );
}

/** The exact return to player with `spots` picks (stakes of whole tenths of the multiple). */
export function kenoExactRtp(spots: number): number {
  const table = KENO_PAYTABLE_TENTHS[spots];
  if (!table) throw new RangeError(`keno: ${spots} picks`);
  let rtp = 0;
  for (const [hits, tenths] of Object.entries(table)) {
    rtp += kenoHitProbability(spots, Number(hits)) * (tenths / 10);
  }
  return rtp;
}
