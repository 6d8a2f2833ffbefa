// Goals: football, ice hockey and eFootball: how the game plays out in the simulator and what
// its pricing model sees (server/sports/feed/sportSims.ts picks the family by sport).
import { goalsMarkets, type FairMarket } from '../../../../domain/sports/pricing/index';
import { SeededRandom } from '../random';
import { HOME_ADVANTAGE, PeriodsSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

export interface GoalsConfig {
  periods: number;
  periodSec: number;
  /** Real milliseconds of the break between periods. */
  breakMs: number;
  /** Expected goals in a match of equal teams. */
  totalGoals: number;
  /** How strongly strength tilts the goal share (log scale). */
  tilt: number;
  totals: number[];
  mainTotal: number;
  teamTotals: number[];
  firstPeriodName: string;
  /** Game seconds per real second. */
  clockSpeed: number;
}

export const FOOTBALL: GoalsConfig = {
  periods: 2,
  periodSec: 45 * 60,
  breakMs: 5 * 60_000,
  totalGoals: 2.7,
  tilt: 0.7,
  totals: [1.5, 2.5, 3.5],
  mainTotal: 2.5,
  teamTotals: [0.5, 1.5],
  firstPeriodName: '1-й тайм',
  clockSpeed: 1,
};

export const ICE_HOCKEY: GoalsConfig = {
  periods: 3,
  periodSec: 20 * 60,
  breakMs: 3 * 60_000,
  totalGoals: 5.6,
  tilt: 0.5,
  totals: [4.5, 5.5, 6.5],
  mainTotal: 5.5,
  teamTotals: [1.5, 2.5],
  firstPeriodName: '1-й период',
  clockSpeed: 1,
};

/** Virtual football: computer against computer, 90 minutes played in 10. */
export const E_FOOTBALL_VIRTUAL: GoalsConfig = {
  ...FOOTBALL,
  breakMs: 60_000,
  totalGoals: 3.4,
  totals: [2.5, 3.5, 4.5],
  mainTotal: 3.5,
  clockSpeed: 9,
};

/** Streamed eFootball: two players, 2 × 6 minutes. */
export const E_FOOTBALL_STREAM: GoalsConfig = {
  ...FOOTBALL,
  periodSec: 6 * 60,
  breakMs: 60_000,
  totalGoals: 5.5,
  tilt: 0.6,
  totals: [4.5, 5.5, 6.5],
  mainTotal: 5.5,
  teamTotals: [2.5, 3.5],
};

export class GoalsSim extends PeriodsSim {
  readonly expectedDurationMs: number;
  private readonly config: GoalsConfig;
  private clockSec = 0;

  constructor(config: GoalsConfig, strength: number) {
    super(strength);
    this.config = config;
    this.expectedDurationMs =
      (config.periods * config.periodSec * 1000) / config.clockSpeed +
      (config.periods - 1) * config.breakMs;
  }

  private expectedPerSec(): { home: number; away: number } {
    const { totalGoals, tilt, periods, periodSec } = this.config;
    const d = this.strength + HOME_ADVANTAGE;
    const matchSec = periods * periodSec;
    return {
      home: ((totalGoals / 2) * Math.exp(tilt * d)) / matchSec,
      away: ((totalGoals / 2) * Math.exp(-tilt * d)) / matchSec,
    };
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished) return { event: false, finished: true };
    if (this.betweenPeriods(dtMs)) return { event: false, finished: false };
    const periodEnd = this.period * this.config.periodSec;
    const dtSec = Math.min((dtMs / 1000) * this.config.clockSpeed, periodEnd - this.clockSec);
    const rate = this.expectedPerSec();
    const current = this.currentPeriod();
    const homeGoals = rng.poisson(rate.home * dtSec);
    const awayGoals = rng.poisson(rate.away * dtSec);
    current.home += homeGoals;
    current.away += awayGoals;
    this.clockSec += dtSec;
    const event = homeGoals + awayGoals > 0;
    if (this.clockSec >= periodEnd - 1e-9) {
      this.clockSec = periodEnd;
      if (this.period >= this.config.periods) {
        this.finished = true;
        return { event, finished: true };
      }
      this.breakLeftMs = this.config.breakMs;
    }
    return { event, finished: false };
  }

  scoreGoal(side: 'home' | 'away'): boolean {
    const current = this.periods[this.periods.length - 1];
    if (this.finished || this.breakLeftMs > 0 || !current) return false;
    current[side] += 1;
    return true;
  }

  view(): SimView {
    return this.periodsView(this.clockSec);
  }

  markets(): FairMarket[] {
    const { periods, periodSec } = this.config;
    const rate = this.expectedPerSec();
    const remainingSec = this.finished ? 0 : periods * periodSec - this.clockSec;
    const { home, away } = this.totals();
    const first = this.periods[0] ?? { home: 0, away: 0 };
    const firstRemaining = Math.max(0, periodSec - this.clockSec);
    const firstOpen = this.period <= 1 && this.breakLeftMs === 0 && !this.finished;
    return goalsMarkets(
      {
        home,
        away,
        homeExpected: rate.home * remainingSec,
        awayExpected: rate.away * remainingSec,
        ...(firstOpen
          ? {
              firstPeriod: {
                home: first.home,
                away: first.away,
                homeExpected: rate.home * firstRemaining,
                awayExpected: rate.away * firstRemaining,
              },
            }
          : { firstPeriodFinal: first }),
      },
      {
        totals: this.config.totals,
        mainTotal: this.config.mainTotal,
        handicaps: [-1.5, 1.5],
        teamTotals: this.config.teamTotals,
        firstPeriodName: this.config.firstPeriodName,
      },
    );
  }
}
