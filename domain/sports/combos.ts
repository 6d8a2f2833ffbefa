// "Bets on your ..." (SPEC section 2 page type betsonyour): ready-made accumulators built from the
// top games, one leg a game (the favourite of its main market), so no two legs depend on each other
// (SPEC section 4 "dependent"). Pure: the widget feeds it the games as the sports store holds them.

export interface ComboCandidateOutcome {
  id: number;
  coef: number;
  isBlocked: boolean;
}

export interface ComboCandidate {
  gameId: number;
  /** The game's main market's outcomes. */
  outcomes: readonly ComboCandidateOutcome[];
}

export interface ComboLeg {
  gameId: number;
  outcomeId: number;
  coef: number;
}

export interface Combo {
  legs: ComboLeg[];
  /** The accumulator's coefficient: the legs' coefficients multiplied, to 2 decimals. */
  coef: number;
}

/** The lowest open price of a market (its favourite), or null when every outcome is blocked. */
export function favourite(
  outcomes: readonly ComboCandidateOutcome[],
): ComboCandidateOutcome | null {
  let best: ComboCandidateOutcome | null = null;
  for (const outcome of outcomes) {
    if (outcome.isBlocked) continue;
    if (!best || outcome.coef < best.coef) best = outcome;
  }
  return best;
}

/**
 * Up to `count` accumulators of `legs` legs each: the candidates' favourites in the given order
 * (the top games first), each game in one combination at most; a game with no open price is passed.
 */
export function buildCombos(
  candidates: readonly ComboCandidate[],
  legs: number,
  count: number,
): Combo[] {
  const combos: Combo[] = [];
  let current: ComboLeg[] = [];
  const seen = new Set<number>();
  for (const candidate of candidates) {
    if (combos.length >= count) break;
    if (seen.has(candidate.gameId)) continue;
    const pick = favourite(candidate.outcomes);
    if (!pick) continue;
    seen.add(candidate.gameId);
    current.push({ gameId: candidate.gameId, outcomeId: pick.id, coef: pick.coef });
    if (current.length === legs) {
      const coef = Math.round(current.reduce((p, l) => p * l.coef, 1) * 100) / 100;
      combos.push({ legs: current, coef });
      current = [];
    }
  }
  return combos;
}
