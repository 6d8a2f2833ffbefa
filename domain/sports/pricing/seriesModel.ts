// Best-of series (sets in tennis, maps in esports): the distribution of the final series score
// from the current one, the current unit's win probability and a fresh unit's.

export interface SeriesOutcome {
  home: number;
  away: number;
  p: number;
}

/**
 * Final scores (first to `toWin`) and their probabilities. `pCurrent`: home wins the unit in
 * progress; `pFresh`: home wins any later unit.
 */
export function seriesDistribution(
  wonHome: number,
  wonAway: number,
  toWin: number,
  pCurrent: number,
  pFresh: number,
): SeriesOutcome[] {
  const results = new Map<string, SeriesOutcome>();
  const walk = (h: number, a: number, p: number, pUnit: number): void => {
    if (p === 0) return;
    if (h >= toWin || a >= toWin) {
      const key = `${h}:${a}`;
      const known = results.get(key);
      if (known) known.p += p;
      else results.set(key, { home: h, away: a, p });
      return;
    }
    walk(h + 1, a, p * pUnit, pFresh);
    walk(h, a + 1, p * (1 - pUnit), pFresh);
  };
  walk(wonHome, wonAway, 1, pCurrent);
  return [...results.values()];
}

/** Probability home wins a race to `target` points from (i, j), win by two after (target-1)-all. */
export function raceWin(pPoint: number, i: number, j: number, target: number): number {
  const q = 1 - pPoint;
  const deuce = (pPoint * pPoint) / (pPoint * pPoint + q * q);
  // Past (target-1)-all only the lead matters: level is "deuce", one ahead is an advantage.
  const fromDeuce = (h: number, a: number): number =>
    h === a ? deuce : h > a ? pPoint + q * deuce : pPoint * deuce;
  if (i >= target && i - j >= 2) return 1;
  if (j >= target && j - i >= 2) return 0;
  if (i >= target - 1 && j >= target - 1) return fromDeuce(i, j);
  // value[h][a] for h, a < target, filled from the far corner back to (i, j).
  const size = target + 1;
  const value = new Float64Array(size * size);
  for (let h = target; h >= i; h -= 1) {
    for (let a = target; a >= j; a -= 1) {
      let v: number;
      if (h >= target && h - a >= 2) v = 1;
      else if (a >= target && a - h >= 2) v = 0;
      else if (h >= target - 1 && a >= target - 1) v = fromDeuce(h, a);
      else v = pPoint * (value[(h + 1) * size + a] ?? 0) + q * (value[h * size + a + 1] ?? 0);
      value[h * size + a] = v;
    }
  }
  return value[i * size + j] ?? 0;
}
