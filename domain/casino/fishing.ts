// Fishing of the built-in provider ("House Deep Sea", the fishing and hunting section). Rules
// (shown on the table):
// - five fish swim past, each with its stated multiplier (FISHING_FISH: 2×, 5×, 10×, 25×, 100×);
//   the player aims at one and shoots: each shot costs the stake;
// - a shot at a fish paying m× catches it with chance FISHING_RTP / m exactly, and a catch pays
//   the stake × m; so every fish returns exactly 97 % of the stake (chance × pay = 0.97), with
//   no rounding: the chances are whole counts of a million (0.97 / m × 1,000,000 is an integer
//   for every m listed);
// - the shot is decided by one provably fair draw of 0–999,999 (its outcome): it catches the
//   fish when the draw is below the fish's winning count.

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

/** The draw's range: a shot is one uniform number of 0 … 999,999. */
export const FISHING_DRAW_RANGE = 1_000_000;
/** The return to player of every shot, in millionths of the stake (97 %). */
export const FISHING_RTP_MILLIONTHS = 970_000;
export const FISHING_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
/** The fish, by index: what a catch pays per unit staked. */
export const FISHING_FISH: readonly number[] = [2, 5, 10, 25, 100];

export const isFishingTarget = (fish: number): boolean =>
  Number.isInteger(fish) && fish >= 0 && fish < FISHING_FISH.length;

/** The draws (of 1,000,000) that catch fish `fish`: 970,000 / its multiplier. */
export function fishingWinningDraws(fish: number): number {
  if (!isFishingTarget(fish)) return 0;
  return FISHING_RTP_MILLIONTHS / FISHING_FISH[fish]!;
}

export function fishingCatches(fish: number, draw: number): boolean {
  return draw < fishingWinningDraws(fish);
}

/** What a shot at `fish` returns in minor units: stake × the fish's multiplier on a catch. */
export function fishingWin(fish: number, outcome: readonly number[], stake: number): number {
  return fishingCatches(fish, outcome[0] ?? FISHING_DRAW_RANGE) ? stake * FISHING_FISH[fish]! : 0;
}

/** The shot's outcome: [draw 0–999,999]. */
export async function drawFishing(source: ByteSource): Promise<number[]> {
  return [await uniformInt(source, FISHING_DRAW_RANGE)];
}

export function drawFishingSync(next: () => number): number[] {
  return [uniformIntSync(next, FISHING_DRAW_RANGE)];
}

/** The exact chance of catching fish `fish`. */
export function fishingChance(fish: number): number {
  return fishingWinningDraws(fish) / FISHING_DRAW_RANGE;
}

/** The exact return to player of a shot at `fish`: chance × multiplier (0.97 for every fish). */
export function fishingExactRtp(fish: number): number {
  return (fishingWinningDraws(fish) * FISHING_FISH[fish]!) / FISHING_DRAW_RANGE;
}
