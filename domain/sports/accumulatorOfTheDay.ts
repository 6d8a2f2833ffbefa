// The accumulator of the day (SPEC section 3 Global state isAccumulatorOfTheDay and
// isLiveAccumulatorOfTheDay): one express a day of a few games of the feed, the favourite of each
// game's main market. The day picks the games: the same games all day for every visitor, others
// the next day. Pure: the widget feeds it the games as the sports store holds them.
import { favourite, type Combo, type ComboCandidate, type ComboLeg } from './combos';

export interface DayCandidate extends ComboCandidate {
  /** The main market may not be in an express (SPEC section 4): such a game is passed. */
  isBannedExpress: boolean;
  /** A match of two opponents; an outright (a race, a vote) is passed. */
  isMatch: boolean;
}

export interface AccumulatorOfTheDayOptions {
  /** Legs wanted; fewer when fewer games qualify, none below two (an express). */
  legs: number;
  /** The day number (days since 1970-01-01 in the customer's time zone): dayNumber(). */
  day: number;
  /** Favourites priced outside this range are passed: no near-certainties, no long shots. */
  minCoef?: number;
  maxCoef?: number;
}

export const DAY_COEF_RANGE = { min: 1.2, max: 2.6 } as const;

/** Days since 1970-01-01 at `offsetHours` from UTC (the customer's `tzo`). */
export function dayNumber(nowMs: number, offsetHours: number): number {
  return Math.floor((nowMs + offsetHours * 3_600_000) / 86_400_000);
}

/** FNV-1a of the day and the game: a stable order that changes from one day to the next. */
function dayRank(day: number, gameId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${day}:${gameId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The day's express: matches in the day's order, each game's favourite within the price range,
 * one leg a game; null when fewer than two games qualify.
 */
export function accumulatorOfTheDay(
  candidates: readonly DayCandidate[],
  options: AccumulatorOfTheDayOptions,
): Combo | null {
  const min = options.minCoef ?? DAY_COEF_RANGE.min;
  const max = options.maxCoef ?? DAY_COEF_RANGE.max;
  const ordered = [...new Map(candidates.map((c) => [c.gameId, c])).values()].sort(
    (a, b) =>
      dayRank(options.day, a.gameId) - dayRank(options.day, b.gameId) || a.gameId - b.gameId,
  );
  const legs: ComboLeg[] = [];
  for (const candidate of ordered) {
    if (legs.length >= options.legs) break;
    if (candidate.isBannedExpress || !candidate.isMatch) continue;
    const pick = favourite(candidate.outcomes);
    if (!pick || pick.coef < min || pick.coef > max) continue;
    legs.push({ gameId: candidate.gameId, outcomeId: pick.id, coef: pick.coef });
  }
  if (legs.length < 2) return null;
  const coef = Math.round(legs.reduce((p, l) => p * l.coef, 1) * 100) / 100;
  return { legs, coef };
}
