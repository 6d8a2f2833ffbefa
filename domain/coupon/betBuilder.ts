// The bet builder (docs/bet-builder.md): several picks on one game priced as one leg from the
// JOINT probability of the picks under the game's goals model (domain/sports/pricing/goalsModel.ts:
// each side's remaining goals Poisson, the final score the current one plus them), by exact
// enumeration of the score distribution, with the brand's margin. Picks that cannot win together
// are refused with a reason code. Pure: the server quotes, re-prices at placement and settles with it.
import { poissonDistribution } from '../sports/pricing/distributions';
import { floorCoef, MIN_COEF } from '../sports/pricing/margin';
import type { PeriodScore } from '../sports/types';

/** Goals beyond this many more per side are folded into the last cell, as the feed's model does. */
export const BUILDER_MAX_EXTRA_GOALS = 15;
export const BUILDER_MIN_PICKS = 2;
export const BUILDER_MAX_PICKS = 8;
/** The highest bet builder coefficient offered. */
export const BUILDER_MAX_COEF = 1000;
/** At or below this joint probability the picks are taken as unable to win together. */
export const BUILDER_IMPOSSIBLE_PROBABILITY = 1e-12;
/** The brand's bet builder terms when site.json has none (docs/bet-builder.md). */
export const DEFAULT_BET_BUILDER_TERMS: BetBuilderTerms = { enabled: true, marginPercent: 8 };

export interface BetBuilderTerms {
  enabled: boolean;
  /** Taken off the fair joint price: coef = 1 / (p × (1 + margin)). */
  marginPercent: number;
}

export type BuilderSide = 'home' | 'away';
export type BuilderResultPick = 'home' | 'draw' | 'away';

/** One pick of a builder; lines are half lines (x.5), so a pick never voids on its own. */
export type BuilderPick =
  | { market: 'result'; pick: BuilderResultPick }
  | { market: 'total'; line: number; pick: 'over' | 'under' }
  | { market: 'teamTotal'; team: BuilderSide; line: number; pick: 'over' | 'under' }
  /** The home side's line, as the feed's handicap markets: home covers when home + line > away. */
  | { market: 'handicap'; line: number; pick: BuilderSide }
  | { market: 'btts'; pick: 'yes' | 'no' }
  | { market: 'correctScore'; home: number; away: number }
  | { market: 'periodResult'; period: 1; pick: BuilderResultPick };

export const BUILDER_REFUSAL_CODES = [
  'builder_too_few_picks',
  'builder_too_many_picks',
  'builder_bad_pick',
  'builder_same_market',
  'builder_impossible',
  'builder_price_too_low',
  'builder_unsupported_game',
  'builder_market_unavailable',
  'builder_off',
] as const;
export type BuilderRefusalCode = (typeof BUILDER_REFUSAL_CODES)[number];

export interface BuilderRefusal {
  code: BuilderRefusalCode;
  /** The picks (indexes into the request) the refusal is about. */
  picks?: number[];
}

/**
 * The goals model of a game as it stands: the current score and the goals each side is expected
 * to score in what is left; `firstPeriod` while the first period can still change (its current
 * score and the goals expected in what is left of it, part of the match's).
 */
export interface BuilderModel {
  home: number;
  away: number;
  homeExpected: number;
  awayExpected: number;
  firstPeriod?: { home: number; away: number; homeExpected: number; awayExpected: number };
}

/** The end of a game a pick is judged on. */
export interface BuilderEnd {
  home: number;
  away: number;
  /** The first period's score (undefined: no first period played). */
  firstHome?: number;
  firstAway?: number;
}

const HALF_LINE = (line: number) =>
  Number.isFinite(line) &&
  Math.abs(line * 2 - Math.round(line * 2)) < 1e-9 &&
  Math.round(line * 2) % 2 !== 0;

/** The market a pick is on (two picks on one market are refused). */
export function pickMarketKey(pick: BuilderPick): string {
  switch (pick.market) {
    case 'total':
      return `total:${pick.line}`;
    case 'teamTotal':
      return `teamTotal:${pick.team}:${pick.line}`;
    case 'handicap':
      return `handicap:${pick.line}`;
    case 'periodResult':
      return `periodResult:${pick.period}`;
    default:
      return pick.market;
  }
}

/** Whether a pick is well formed (half lines, scores 0..15, the first period only). */
export function isWellFormedPick(pick: BuilderPick): boolean {
  switch (pick.market) {
    case 'result':
    case 'periodResult':
      return (
        ['home', 'draw', 'away'].includes(pick.pick) &&
        (pick.market === 'result' || pick.period === 1)
      );
    case 'total':
    case 'teamTotal':
      return (
        HALF_LINE(pick.line) &&
        pick.line > 0 &&
        ['over', 'under'].includes(pick.pick) &&
        (pick.market === 'total' || ['home', 'away'].includes(pick.team))
      );
    case 'handicap':
      return HALF_LINE(pick.line) && ['home', 'away'].includes(pick.pick);
    case 'btts':
      return pick.pick === 'yes' || pick.pick === 'no';
    case 'correctScore':
      return [pick.home, pick.away].every(
        (n) => Number.isInteger(n) && n >= 0 && n <= BUILDER_MAX_EXTRA_GOALS,
      );
    default:
      return false;
  }
}

function resultOf(home: number, away: number): BuilderResultPick {
  if (home > away) return 'home';
  return home < away ? 'away' : 'draw';
}

/** Whether one pick wins at this end (a period pick without a played first period: null, void). */
export function pickWins(pick: BuilderPick, end: BuilderEnd): boolean | null {
  const { home, away } = end;
  switch (pick.market) {
    case 'result':
      return resultOf(home, away) === pick.pick;
    case 'total':
      return home + away > pick.line === (pick.pick === 'over');
    case 'teamTotal':
      return (pick.team === 'home' ? home : away) > pick.line === (pick.pick === 'over');
    case 'handicap':
      return home + pick.line > away === (pick.pick === 'home');
    case 'btts':
      return (home > 0 && away > 0) === (pick.pick === 'yes');
    case 'correctScore':
      return home === pick.home && away === pick.away;
    case 'periodResult':
      if (end.firstHome === undefined || end.firstAway === undefined) return null;
      return resultOf(end.firstHome, end.firstAway) === pick.pick;
  }
}

/**
 * A builder leg from the game's final result: void when the game was cancelled or a pick cannot be
 * judged (its period not played); lost when any pick lost; won when every pick won.
 */
export function settleBuilder(
  picks: readonly BuilderPick[],
  result: { home: number; away: number; periods: readonly PeriodScore[]; cancelled: boolean },
): 'won' | 'lost' | 'void' {
  if (result.cancelled) return 'void';
  const first = result.periods[0];
  const end: BuilderEnd = {
    home: result.home,
    away: result.away,
    ...(first ? { firstHome: first.home, firstAway: first.away } : {}),
  };
  let open = false;
  for (const pick of picks) {
    const won = pickWins(pick, end);
    if (won === false) return 'lost';
    if (won === null) open = true;
  }
  return open ? 'void' : 'won';
}

/** The shape problems of a set of picks (count, form, one pick a market), before any pricing. */
export function builderShapeRefusal(picks: readonly BuilderPick[]): BuilderRefusal | null {
  if (picks.length < BUILDER_MIN_PICKS) return { code: 'builder_too_few_picks' };
  if (picks.length > BUILDER_MAX_PICKS) return { code: 'builder_too_many_picks' };
  const bad = picks.flatMap((p, i) => (isWellFormedPick(p) ? [] : [i]));
  if (bad.length > 0) return { code: 'builder_bad_pick', picks: bad };
  const seen = new Map<string, number>();
  for (const [i, pick] of picks.entries()) {
    const key = pickMarketKey(pick);
    const before = seen.get(key);
    if (before !== undefined) return { code: 'builder_same_market', picks: [before, i] };
    seen.set(key, i);
  }
  return null;
}

export function usesPeriod(picks: readonly BuilderPick[]): boolean {
  return picks.some((p) => p.market === 'periodResult');
}

/** Poisson tables of the extra goals (the last cell holds the tail, as the feed's model). */
export function extraGoalsTable(lambda: number): number[] {
  return poissonDistribution(Math.max(0, lambda), BUILDER_MAX_EXTRA_GOALS);
}

/** Whether every pick wins at each final score: row h - home, column a - away, `size` a side. */
export function winGrid(
  picks: readonly BuilderPick[],
  home: number,
  away: number,
  size: number,
  first?: { home: number; away: number },
): Uint8Array {
  const grid = new Uint8Array(size * size);
  const end: BuilderEnd = {
    home: 0,
    away: 0,
    ...(first ? { firstHome: first.home, firstAway: first.away } : {}),
  };
  for (let i = 0; i < size; i += 1) {
    end.home = home + i;
    for (let j = 0; j < size; j += 1) {
      end.away = away + j;
      let all = true;
      for (const pick of picks) {
        if (pickWins(pick, end) !== true) {
          all = false;
          break;
        }
      }
      grid[i * size + j] = all ? 1 : 0;
    }
  }
  return grid;
}

/**
 * P(every pick wins) under the model, by exact enumeration of the final scores (and, with a first
 * period pick, of the first period's goals and the rest's, independent Poisson processes). Each
 * pick is judged once a score (a grid of wins), then the probabilities are summed over the grid.
 */
export function jointProbability(model: BuilderModel, picks: readonly BuilderPick[]): number {
  const n = BUILDER_MAX_EXTRA_GOALS + 1;
  if (!usesPeriod(picks) || !model.firstPeriod) {
    const h = extraGoalsTable(model.homeExpected);
    const a = extraGoalsTable(model.awayExpected);
    const grid = winGrid(picks, model.home, model.away, n);
    let total = 0;
    for (let i = 0; i < n; i += 1) {
      let row = 0;
      for (let j = 0; j < n; j += 1) if (grid[i * n + j]) row += a[j]!;
      total += h[i]! * row;
    }
    return total;
  }
  const fp = model.firstPeriod;
  const matchPicks = picks.filter((p) => p.market !== 'periodResult');
  const periodPicks = picks.filter((p) => p.market === 'periodResult');
  const h1 = extraGoalsTable(fp.homeExpected);
  const a1 = extraGoalsTable(fp.awayExpected);
  const h2 = extraGoalsTable(model.homeExpected - fp.homeExpected);
  const a2 = extraGoalsTable(model.awayExpected - fp.awayExpected);
  // The final score is the current one plus both parts' goals: up to 2(n - 1) more a side.
  const size = 2 * n - 1;
  const match = winGrid(matchPicks, model.home, model.away, size);
  let total = 0;
  const periodEnd: BuilderEnd = { home: 0, away: 0, firstHome: 0, firstAway: 0 };
  for (let i1 = 0; i1 < n; i1 += 1) {
    for (let j1 = 0; j1 < n; j1 += 1) {
      const p1 = h1[i1]! * a1[j1]!;
      if (p1 === 0) continue;
      periodEnd.firstHome = fp.home + i1;
      periodEnd.firstAway = fp.away + j1;
      if (!periodPicks.every((p) => pickWins(p, periodEnd) === true)) continue;
      let rest = 0;
      for (let i2 = 0; i2 < n; i2 += 1) {
        const p2 = h2[i2]!;
        if (p2 === 0) continue;
        const base = (i1 + i2) * size + j1;
        let row = 0;
        for (let j2 = 0; j2 < n; j2 += 1) if (match[base + j2]) row += a2[j2]!;
        rest += p2 * row;
      }
      total += p1 * rest;
    }
  }
  return total;
}

export type BuilderQuote =
  | {
      ok: true;
      /** Decimal coefficient, 2 decimals, rounded down. */
      coef: number;
      /** The fair joint probability of the picks. */
      probability: number;
      /** Each pick's own fair probability. */
      pickProbabilities: number[];
    }
  | { ok: false; refusal: BuilderRefusal };

/**
 * The builder's price: coef = 1 / (P(all picks win) × (1 + margin)), rounded down to 2 decimals,
 * capped at BUILDER_MAX_COEF. Refused when the shape is wrong, a first period pick has no open
 * first period, the picks cannot win together (which picks: each pair that cannot), or the price
 * falls below MIN_COEF.
 */
export function priceBuilder(
  model: BuilderModel,
  picks: readonly BuilderPick[],
  terms: BetBuilderTerms = DEFAULT_BET_BUILDER_TERMS,
): BuilderQuote {
  if (!terms.enabled) return { ok: false, refusal: { code: 'builder_off' } };
  const shape = builderShapeRefusal(picks);
  if (shape) return { ok: false, refusal: shape };
  if (usesPeriod(picks) && !model.firstPeriod) {
    const at = picks.flatMap((p, i) => (p.market === 'periodResult' ? [i] : []));
    return { ok: false, refusal: { code: 'builder_market_unavailable', picks: at } };
  }
  const probability = jointProbability(model, picks);
  if (!(probability > BUILDER_IMPOSSIBLE_PROBABILITY)) {
    return { ok: false, refusal: { code: 'builder_impossible', picks: conflicting(model, picks) } };
  }
  const margin = Math.min(50, Math.max(0, terms.marginPercent)) / 100;
  const coef = Math.min(BUILDER_MAX_COEF, floorCoef(1 / (probability * (1 + margin))));
  if (coef < MIN_COEF) return { ok: false, refusal: { code: 'builder_price_too_low' } };
  return {
    ok: true,
    coef,
    probability,
    pickProbabilities: picks.map((p) => jointProbability(model, [p])),
  };
}

/** The picks that cannot win together: the first pair that cannot, else all of them. */
function conflicting(model: BuilderModel, picks: readonly BuilderPick[]): number[] {
  for (let i = 0; i < picks.length; i += 1) {
    if (!(jointProbability(model, [picks[i]!]) > BUILDER_IMPOSSIBLE_PROBABILITY)) return [i];
    for (let j = i + 1; j < picks.length; j += 1) {
      if (!(jointProbability(model, [picks[i]!, picks[j]!]) > BUILDER_IMPOSSIBLE_PROBABILITY))
        return [i, j];
    }
  }
  return picks.map((_p, i) => i);
}
