// The bet builder's model from the game's prices and its simulation (docs/bet-builder.md): the
// expected goals that best fit the markets' fair probabilities, the builder pick each market's
// outcome is, and a seeded Monte Carlo of the same model that tests and the bench hold the exact
// price against. The pricing itself is ./betBuilder.ts.
import { MARKET_TYPE, OUTCOME_TYPE } from '../sports/pricing/fairMarket';
import {
  BUILDER_MAX_EXTRA_GOALS,
  extraGoalsTable,
  pickWins,
  usesPeriod,
  winGrid,
  type BuilderEnd,
  type BuilderModel,
  type BuilderPick,
} from './betBuilder';

// ---------------------------------------------------------------- simulation (tests, bench)

/** A uniform [0, 1) source (seeded in tests and the bench). */
export type Uniform = () => number;

/** A Poisson draw by inversion (small means, as goals are). */
function poissonDraw(lambda: number, uniform: Uniform): number {
  if (lambda <= 0) return 0;
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  const u = uniform();
  while (u > cdf && k < 200) {
    k += 1;
    p = (p * lambda) / k;
    cdf += p;
  }
  return k;
}

/** The share of `samples` simulated games in which every pick wins (Monte Carlo of the same model). */
export function simulateBuilder(
  model: BuilderModel,
  picks: readonly BuilderPick[],
  samples: number,
  uniform: Uniform,
): number {
  const fp = model.firstPeriod;
  const period = usesPeriod(picks) && fp !== undefined;
  const end: BuilderEnd = { home: 0, away: 0 };
  let wins = 0;
  for (let n = 0; n < samples; n += 1) {
    if (period) {
      const i1 = poissonDraw(fp.homeExpected, uniform);
      const j1 = poissonDraw(fp.awayExpected, uniform);
      end.firstHome = fp.home + i1;
      end.firstAway = fp.away + j1;
      end.home = model.home + i1 + poissonDraw(model.homeExpected - fp.homeExpected, uniform);
      end.away = model.away + j1 + poissonDraw(model.awayExpected - fp.awayExpected, uniform);
    } else {
      end.home = model.home + poissonDraw(model.homeExpected, uniform);
      end.away = model.away + poissonDraw(model.awayExpected, uniform);
    }
    let all = true;
    for (const pick of picks) {
      if (pickWins(pick, end) !== true) {
        all = false;
        break;
      }
    }
    if (all) wins += 1;
  }
  return wins / samples;
}

// ---------------------------------------------------------------- the model from the prices

/** A market's fair probability of one event of the final score (fitting the model to prices). */
export interface PricedEvent {
  /** The event as a pick (its market's fair probability, the overround taken out). */
  pick: BuilderPick;
  probability: number;
}

/**
 * The expected goals each side still scores that best fit the markets' fair probabilities (least
 * squares over every given event, a pattern search on log expectations). The feed prices each
 * market from the same model, so the fit gives back the model it priced from (up to rounding).
 */
export function fitExpectedGoals(
  score: { home: number; away: number },
  events: readonly PricedEvent[],
  start: { home: number; away: number } = { home: 1.3, away: 1.1 },
): { homeExpected: number; awayExpected: number } {
  const lo = Math.log(1e-4);
  const hi = Math.log(12);
  const clamp = (x: number) => Math.min(hi, Math.max(lo, x));
  const n = BUILDER_MAX_EXTRA_GOALS + 1;
  // Which final scores each event wins at does not depend on the expectations: judged once.
  const grids = events.map((ev) => ({
    grid: winGrid([ev.pick], score.home, score.away, n),
    probability: ev.probability,
  }));
  const error = (x: number, y: number) => {
    const h = extraGoalsTable(Math.exp(x));
    const a = extraGoalsTable(Math.exp(y));
    let e = 0;
    for (const { grid, probability } of grids) {
      let p = 0;
      for (let i = 0; i < n; i += 1) {
        let row = 0;
        for (let j = 0; j < n; j += 1) if (grid[i * n + j]) row += a[j]!;
        p += h[i]! * row;
      }
      const d = p - probability;
      e += d * d;
    }
    return e;
  };
  let x = clamp(Math.log(Math.max(1e-4, start.home)));
  let y = clamp(Math.log(Math.max(1e-4, start.away)));
  let best = error(x, y);
  let step = 1;
  while (step > 1e-5) {
    let moved = false;
    for (const [dx, dy] of [
      [step, 0],
      [-step, 0],
      [0, step],
      [0, -step],
      [step, step],
      [-step, -step],
      [step, -step],
      [-step, step],
    ] as const) {
      const nx = clamp(x + dx);
      const ny = clamp(y + dy);
      const e = error(nx, ny);
      if (e < best) {
        best = e;
        x = nx;
        y = ny;
        moved = true;
        break;
      }
    }
    if (!moved) step /= 2;
  }
  return { homeExpected: Math.exp(x), awayExpected: Math.exp(y) };
}

/** Fair probabilities of a market's outcomes from its coefficients: the overround out in proportion. */
export function fairProbabilities(coefs: readonly number[]): number[] {
  const implied = coefs.map((c) => 1 / c);
  const total = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => p / total);
}

// ---------------------------------------------------------------- picks of the game's markets

/** The builder pick an outcome of a goals game's market is (null: not one the builder takes). */
export function pickOfOutcome(
  market: { typeId: number; param?: number; period?: number },
  outcomeTypeId: number,
): BuilderPick | null {
  const line = market.param;
  switch (market.typeId) {
    case MARKET_TYPE.result1x2:
    case MARKET_TYPE.periodResult: {
      const pick =
        outcomeTypeId === OUTCOME_TYPE.home
          ? 'home'
          : outcomeTypeId === OUTCOME_TYPE.draw
            ? 'draw'
            : outcomeTypeId === OUTCOME_TYPE.away
              ? 'away'
              : null;
      if (!pick) return null;
      if (market.typeId === MARKET_TYPE.result1x2) return { market: 'result', pick };
      return market.period === 1 ? { market: 'periodResult', period: 1, pick } : null;
    }
    case MARKET_TYPE.total:
    case MARKET_TYPE.homeTotal:
    case MARKET_TYPE.awayTotal: {
      if (line === undefined) return null;
      const pick =
        outcomeTypeId === OUTCOME_TYPE.over
          ? 'over'
          : outcomeTypeId === OUTCOME_TYPE.under
            ? 'under'
            : null;
      if (!pick) return null;
      if (market.typeId === MARKET_TYPE.total) return { market: 'total', line, pick };
      const team = market.typeId === MARKET_TYPE.homeTotal ? 'home' : 'away';
      return { market: 'teamTotal', team, line, pick };
    }
    case MARKET_TYPE.handicap: {
      if (line === undefined) return null;
      if (outcomeTypeId === OUTCOME_TYPE.homeHandicap)
        return { market: 'handicap', line, pick: 'home' };
      if (outcomeTypeId === OUTCOME_TYPE.awayHandicap)
        return { market: 'handicap', line, pick: 'away' };
      return null;
    }
    case MARKET_TYPE.bothToScore:
      if (outcomeTypeId === OUTCOME_TYPE.yes) return { market: 'btts', pick: 'yes' };
      if (outcomeTypeId === OUTCOME_TYPE.no) return { market: 'btts', pick: 'no' };
      return null;
    default:
      return null;
  }
}
