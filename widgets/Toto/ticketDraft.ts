// A ticket being filled in: one set of picks per game of the draw, kept in the 1, X, 2 order.
import { uniformIntSync } from '../../domain/casino/fairness';
import { TOTO_PICKS, type TotoPick } from '../../domain/toto/index';

export type Picks = TotoPick[][];

export function emptyPicks(games: number): Picks {
  return Array.from({ length: games }, () => []);
}

/** Adds or removes one outcome of one game. */
export function togglePick(picks: Picks, position: number, pick: TotoPick): Picks {
  return picks.map((set, i) => {
    if (i !== position) return set;
    const next = set.includes(pick) ? set.filter((p) => p !== pick) : [...set, pick];
    return TOTO_PICKS.filter((p) => next.includes(p));
  });
}

/** A uniform 32-bit value from the browser's cryptographic source. */
function secureUint32(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * One random outcome for every game without a pick (the customer's picks stay); when every game
 * has one already, a fresh random outcome for every game.
 */
export function randomPicks(picks: Picks, next: () => number = secureUint32): Picks {
  const refill = picks.every((set) => set.length > 0);
  return picks.map((set) =>
    refill || set.length === 0 ? [TOTO_PICKS[uniformIntSync(next, TOTO_PICKS.length)]!] : set,
  );
}
