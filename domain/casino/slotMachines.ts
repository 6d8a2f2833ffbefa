// The built-in slot titles' machines (engine `slot`): strips, paylines, paytables and stakes.
// Their theoretical RTP is computed by slotRtp.ts and stated in builtinGames.ts (a test keeps the
// two equal).

import type { SlotMachine } from './slotMachine';

/** Ten paylines over 5 reels × 3 rows (row 0 is the top). */
export const TEN_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Stakes in minor units (0.10 … 50.00 of a two-digit currency): multiples of the ten lines. */
export const SLOT_STAKES: readonly number[] = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/**
 * A strip from symbol counts, spread so that equal symbols sit apart: symbols are laid in order
 * of count, each at evenly spaced free positions. Deterministic, so the strips never change.
 */
export function spreadStrip(counts: Readonly<Record<string, number>>): string[] {
  const length = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const strip = new Array<string | undefined>(length).fill(undefined);
  const order = Object.entries(counts).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  for (const [symbol, count] of order) {
    const step = length / count;
    for (let k = 0; k < count; k += 1) {
      let at = Math.floor(k * step + step / 2) % length;
      while (strip[at] !== undefined) at = (at + 1) % length;
      strip[at] = symbol;
    }
  }
  return strip.map((symbol) => symbol ?? '');
}

/** Five strips: reels 1 and 5 from `outer` counts, reels 2-4 (where the wilds sit) from `inner`. */
function fiveReels(
  outer: Readonly<Record<string, number>>,
  inner: Readonly<Record<string, number>>,
): string[][] {
  return [outer, inner, inner, inner, outer].map((counts) => spreadStrip(counts));
}

export const FRUIT_FIVES: SlotMachine = {
  rows: 3,
  paylines: TEN_PAYLINES,
  wild: 'wild',
  scatter: 'star',
  stakes: SLOT_STAKES,
  linePays: {
    cherry: [0, 2, 6, 10, 20],
    lemon: [0, 2, 6, 10, 20],
    orange: [0, 2, 7, 12, 25],
    plum: [0, 2, 7, 12, 25],
    bell: [0, 0, 14, 25, 50],
    seven: [0, 0, 30, 50, 100],
    wild: [0, 0, 0, 0, 200],
  },
  scatterPays: [0, 0, 0, 2, 5, 20],
  strips: fiveReels(
    { cherry: 7, lemon: 7, orange: 6, plum: 6, bell: 3, seven: 2, star: 1 },
    { cherry: 7, lemon: 7, orange: 6, plum: 5, bell: 3, seven: 1, wild: 3, star: 1 },
  ),
};

export const GEM_LANTERNS: SlotMachine = {
  rows: 3,
  paylines: TEN_PAYLINES,
  wild: 'lantern',
  scatter: 'moon',
  stakes: SLOT_STAKES,
  linePays: {
    jade: [0, 2, 6, 12, 25],
    amber: [0, 2, 6, 12, 25],
    pearl: [0, 2, 9, 20, 40],
    ruby: [0, 0, 14, 30, 60],
    sapphire: [0, 0, 15, 40, 80],
    diamond: [0, 0, 25, 60, 150],
    lantern: [0, 0, 0, 0, 300],
  },
  scatterPays: [0, 0, 0, 2, 8, 25],
  strips: fiveReels(
    { jade: 7, amber: 7, pearl: 6, ruby: 4, sapphire: 3, diamond: 2, moon: 1 },
    { jade: 7, amber: 7, pearl: 6, ruby: 4, sapphire: 3, diamond: 1, lantern: 2, moon: 1 },
  ),
};

/** Stakes of a ways machine of 25 coins (0.25 … 50.00 of a two-digit currency). */
export const WAYS_STAKES: readonly number[] = [25, 50, 100, 250, 500, 1000, 2500, 5000];

/**
 * 243 ways on 5 × 3: every symbol running from the leftmost reel pays per way, in coins of
 * stake / 25; wilds on reels 2-4 substitute; the scatter pays anywhere in total stakes.
 */
export const FRUIT_WAYS: SlotMachine = {
  rows: 3,
  paylines: [],
  waysCoins: 25,
  wild: 'wild',
  scatter: 'star',
  stakes: WAYS_STAKES,
  linePays: {
    cherry: [0, 0, 5, 12, 30],
    lemon: [0, 0, 5, 12, 30],
    orange: [0, 0, 6, 14, 35],
    plum: [0, 0, 9, 24, 50],
    bell: [0, 0, 16, 45, 100],
    seven: [0, 0, 30, 80, 200],
  },

  scatterPays: [0, 0, 0, 2, 10, 50],
  strips: fiveReels(
    { cherry: 8, lemon: 8, orange: 7, plum: 6, bell: 4, seven: 3, star: 1 },
    { cherry: 8, lemon: 8, orange: 7, plum: 6, bell: 4, seven: 3, wild: 1, star: 1 },
  ),
};

/** The slot machine of each slot title, by engine key. */
export const SLOT_MACHINES: Readonly<Record<string, SlotMachine>> = {
  'builtin-slot': FRUIT_FIVES,
  'builtin-slot-gems': GEM_LANTERNS,
  'builtin-slot-ways': FRUIT_WAYS,
};
