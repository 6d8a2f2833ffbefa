// Mines of the built-in provider (fast games). Rules (shown on the table):
// - a 5 × 5 field of 25 tiles hides 1 to 24 mines, placed provably fair before the first tile is
//   opened (the round's bytes shuffle the 25 tiles; the mines are the first ones of the shuffle);
// - the player opens tiles one at a time; a mine ends the round and the stake is lost; after k
//   safe tiles the player may cash out at the multiplier of k;
// - the multiplier of k safe tiles with m mines is 0.99 / P(k safe), P(k safe) = C(25−m, k) /
//   C(25, k), rounded down to hundredths: a 1 % house edge whatever the player does, a little
//   more where the rounding takes it;
// - a round with every safe tile open cashes out by itself.
// An action out of order is refused with a reason: opening a tile twice or cashing out before a
// tile is open (action_not_allowed); anything after the round is over (round_not_in_play).

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';
import { cashOutStep, refusedStep, type RoundStep, type StepRefusal } from './roundStep';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_CHOICES: readonly number[] = [1, 3, 5, 10, 24];
export const MINES_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];

export type MinesAction = 'open' | 'cash_out';
export type MinesRefusal = StepRefusal;

export interface MinesRound {
  mines: number;
  /** Tiles opened so far, in order (0–24, row by row). */
  opened: number[];
  phase: 'playing' | 'cashed_out' | 'exploded';
  /** The mine that ended the round, if one did. */
  hit: number | null;
}

export const isValidMinesCount = (m: number): boolean =>
  Number.isInteger(m) && m >= MINES_MIN && m <= MINES_MAX;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** The chance that the first k tiles opened are all safe, with m mines. */
export function minesSafeChance(mines: number, k: number): number {
  return choose(MINES_TILES - mines, k) / choose(MINES_TILES, k);
}

/** The cash-out multiplier after k safe tiles, in hundredths (k ≥ 1). */
export function minesMultiplierX100(mines: number, k: number): number {
  if (k < 1 || k > MINES_TILES - mines) return 0;
  // Exact: C(25, k) / C(25−m, k) as a product of fractions, then floor(99 × it); a hair is added
  // so a multiple that is whole in exact arithmetic does not fall to the hundredth below.
  let ratio = 1;
  for (let i = 0; i < k; i += 1) ratio *= (MINES_TILES - i) / (MINES_TILES - mines - i);
  return Math.floor(99 * ratio + 1e-9);
}

/** The tiles shuffled from the round's bytes: a full Fisher–Yates of 0–24. */
function shuffleWith(pick: (n: number) => number): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < MINES_TILES - 1; i += 1) {
    const j = i + pick(MINES_TILES - i);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles;
}

/** The round's shuffle of the 25 tiles; the mines are its first `mines` entries. */
export async function drawMines(source: ByteSource): Promise<number[]> {
  const picks: number[] = [];
  for (let i = 0; i < MINES_TILES - 1; i += 1)
    picks.push(await uniformInt(source, MINES_TILES - i));
  let at = 0;
  return shuffleWith(() => picks[at++]!);
}

export function drawMinesSync(next: () => number): number[] {
  return shuffleWith((n) => uniformIntSync(next, n));
}

export function minePositions(shuffle: readonly number[], mines: number): Set<number> {
  return new Set(shuffle.slice(0, mines));
}

export function startMines(mines: number): MinesRound {
  return { mines, opened: [], phase: 'playing', hit: null };
}

/** Plays one action against the round's shuffle; refuses one out of order, changing nothing. */
export function playMines(
  round: MinesRound,
  action: MinesAction,
  tile: number | undefined,
  shuffle: readonly number[],
): RoundStep<MinesRound> {
  if (round.phase !== 'playing') return refusedStep('round_not_in_play');
  if (action === 'cash_out')
    return cashOutStep(round.opened.length, () => ({
      ...round,
      opened: [...round.opened],
      phase: 'cashed_out',
    }));
  if (
    tile === undefined ||
    !Number.isInteger(tile) ||
    tile < 0 ||
    tile >= MINES_TILES ||
    round.opened.includes(tile)
  ) {
    return refusedStep('action_not_allowed');
  }
  const opened = [...round.opened, tile];
  if (minePositions(shuffle, round.mines).has(tile)) {
    return { ok: true, round: { ...round, opened, phase: 'exploded', hit: tile } };
  }
  const allSafeOpen = opened.length === MINES_TILES - round.mines;
  return { ok: true, round: { ...round, opened, phase: allSafeOpen ? 'cashed_out' : 'playing' } };
}

/** What a settled round returns in minor units: stake × the multiplier of its safe tiles. */
export function minesWin(round: MinesRound, stake: number): number {
  if (round.phase !== 'cashed_out') return 0;
  return Math.floor((stake * minesMultiplierX100(round.mines, round.opened.length)) / 100);
}

/**
 * The exact return to player of cashing out after k safe tiles with m mines: P(k safe) × the
 * multiplier (which tiles are opened does not matter: every tile is equally likely a mine).
 */
export function minesExactRtp(mines: number, k: number): number {
  return minesSafeChance(mines, k) * (minesMultiplierX100(mines, k) / 100);
}
