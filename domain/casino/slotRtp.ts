// The slot's theoretical return to player, computed exactly from the strips and the paytable
// (no simulation). Every reel stop is equally likely and the reels are independent, so on any
// payline the symbol a reel shows has that strip's symbol frequencies: one line's expected pay is
// a sum over the tuples of distinct symbols, weighted by the product of their counts; the paylines
// add up (linearity of expectation). The scatter pay comes from each reel's distribution of
// visible scatters over its stops, convolved across reels. The answer is an exact fraction over
// the number of stop combinations.

import type { SlotMachine } from './slotMachine';
import { evaluateLine, scatterPay } from './slotSpin';

export interface SlotRtp {
  /** Expected return of all stop combinations, in stakes, times `denominator`. */
  numerator: number;
  /** The number of stop combinations: the product of the strip lengths. */
  denominator: number;
  /** Line pays' share of the numerator. */
  lineNumerator: number;
  /** Scatter pays' share of the numerator. */
  scatterNumerator: number;
  /** numerator / denominator. */
  rtp: number;
}

function symbolCounts(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts.entries()];
}

/** Σ over symbol tuples of (product of counts) × line pay in line bets. */
function lineNumerator(machine: SlotMachine): number {
  const perReel = machine.strips.map(symbolCounts);
  let total = 0;
  const symbols: string[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === perReel.length) {
      total += weight * evaluateLine(machine, symbols).pays;
      return;
    }
    for (const [symbol, count] of perReel[reel] ?? []) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return total;
}

/**
 * A ways machine's pays in coins, summed over the stop combinations: the reels are independent,
 * so for a symbol paying a run of exactly L reels it is the pay × Π (k < L) of each reel's cells
 * showing it or a wild, summed over its stops × the stops of reel L showing neither × the stops
 * of the reels after L.
 */
function waysNumerator(machine: SlotMachine): number {
  const lengths = machine.strips.map((strip) => strip.length);
  let total = 0;
  for (const symbol of Object.keys(machine.linePays)) {
    if (symbol === machine.wild || symbol === machine.scatter) continue;
    const cellSums: number[] = [];
    const emptyStops: number[] = [];
    for (const strip of machine.strips) {
      let cells = 0;
      let empty = 0;
      for (let stop = 0; stop < strip.length; stop += 1) {
        let here = 0;
        for (let row = 0; row < machine.rows; row += 1) {
          const shown = strip[(stop + row) % strip.length];
          if (shown === symbol || shown === machine.wild) here += 1;
        }
        cells += here;
        if (here === 0) empty += 1;
      }
      cellSums.push(cells);
      emptyStops.push(empty);
    }
    for (let run = 1; run <= lengths.length; run += 1) {
      const pays = machine.linePays[symbol]?.[run - 1] ?? 0;
      if (pays === 0) continue;
      let weight = pays;
      for (let k = 0; k < run; k += 1) weight *= cellSums[k]!;
      if (run < lengths.length) {
        weight *= emptyStops[run]!;
        for (let k = run + 1; k < lengths.length; k += 1) weight *= lengths[k]!;
      }
      total += weight;
    }
  }
  return total;
}

/** For each reel, how many of its stops show 0, 1, 2 … scatters. */
function scatterDistribution(machine: SlotMachine, strip: readonly string[]): number[] {
  const dist = new Array<number>(machine.rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop += 1) {
    let count = 0;
    for (let row = 0; row < machine.rows; row += 1) {
      if (strip[(stop + row) % strip.length] === machine.scatter) count += 1;
    }
    dist[count] = (dist[count] ?? 0) + 1;
  }
  return dist;
}

function scatterNumerator(machine: SlotMachine): number {
  let combined = [1];
  for (const strip of machine.strips) {
    const dist = scatterDistribution(machine, strip);
    const next = new Array<number>(combined.length + dist.length - 1).fill(0);
    combined.forEach((a, i) =>
      dist.forEach((b, j) => {
        next[i + j] = (next[i + j] ?? 0) + a * b;
      }),
    );
    combined = next;
  }
  return combined.reduce((sum, ways, count) => sum + ways * scatterPay(machine, count), 0);
}

/**
 * The exact theoretical RTP. Line pays are in line bets (stake / lines) on each of `lines` lines,
 * so in stakes the lines contribute (line numerator × lines / lines) / combinations; a ways
 * machine's pays are in coins (stake / waysCoins).
 */
export function slotTheoreticalRtp(machine: SlotMachine): SlotRtp {
  const combinations = machine.strips.reduce((product, strip) => product * strip.length, 1);
  // A ways machine pays in coins of stake / waysCoins: the fraction is over combinations × coins.
  const coins = machine.waysCoins ?? 1;
  const denominator = combinations * coins;
  const lines = machine.waysCoins === undefined ? lineNumerator(machine) : waysNumerator(machine);
  const scatters = scatterNumerator(machine) * coins;
  const numerator = lines + scatters;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError('slot too large for exact integer arithmetic');
  }
  return {
    numerator,
    denominator,
    lineNumerator: lines,
    scatterNumerator: scatters,
    rtp: numerator / denominator,
  };
}
