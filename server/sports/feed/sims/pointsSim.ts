// Points: basketball: how the game plays out in the simulator and what
// its pricing model sees (server/sports/feed/sportSims.ts picks the family by sport).
import { pointsMarkets, type FairMarket } from '../../../../domain/sports/pricing/index';
import { SeededRandom } from '../random';
import { HOME_ADVANTAGE, PeriodsSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

const BASKETBALL = {
  periods: 4,
  periodSec: 10 * 60,
  overtimeSec: 5 * 60,
  /** Breaks after each quarter (real ms): short, half-time, short. */
  breaksMs: [2 * 60_000, 5 * 60_000, 2 * 60_000],
  totalPoints: 165,
  tilt: 0.08,
  /** A basket's worth and its share (mean 2.15; see POINTS_VARIANCE_RATIO). */
  basketMix: [
    { points: 1, share: 0.15 },
    { points: 2, share: 0.55 },
    { points: 3, share: 0.3 },
  ],
} as const;
const POINTS_PER_BASKET = 2.15;

export class PointsSim extends PeriodsSim {
  readonly expectedDurationMs =
    BASKETBALL.periods * BASKETBALL.periodSec * 1000 +
    BASKETBALL.breaksMs.reduce((a, b) => a + b, 0);
  private periodClockSec = 0;
  private readonly totalsLines: number[];
  private readonly handicapLines: number[];

  constructor(strength: number) {
    super(strength);
    const rate = this.expectedPerSec();
    const matchSec = BASKETBALL.periods * BASKETBALL.periodSec;
    const total = Math.round((rate.home + rate.away) * matchSec) + 0.5;
    const hcp = Math.round(-(rate.home - rate.away) * matchSec) + 0.5;
    this.totalsLines = [total - 6, total, total + 6];
    this.handicapLines = [hcp - 4, hcp, hcp + 4];
  }

  private expectedPerSec(): { home: number; away: number } {
    const d = this.strength + HOME_ADVANTAGE;
    const matchSec = BASKETBALL.periods * BASKETBALL.periodSec;
    return {
      home: ((BASKETBALL.totalPoints / 2) * Math.exp(BASKETBALL.tilt * d)) / matchSec,
      away: ((BASKETBALL.totalPoints / 2) * Math.exp(-BASKETBALL.tilt * d)) / matchSec,
    };
  }

  private periodLength(period: number): number {
    return period > BASKETBALL.periods ? BASKETBALL.overtimeSec : BASKETBALL.periodSec;
  }

  private scorePoints(rng: SeededRandom, expected: number): number {
    let points = 0;
    const baskets = rng.poisson(expected / POINTS_PER_BASKET);
    for (let i = 0; i < baskets; i += 1) {
      const r = rng.next();
      let acc = 0;
      for (const kind of BASKETBALL.basketMix) {
        acc += kind.share;
        if (r < acc) {
          points += kind.points;
          break;
        }
      }
    }
    return points;
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished) return { event: false, finished: true };
    if (this.betweenPeriods(dtMs)) return { event: false, finished: false };
    const length = this.periodLength(this.period);
    const dtSec = Math.min(dtMs / 1000, length - this.periodClockSec);
    const rate = this.expectedPerSec();
    const current = this.currentPeriod();
    current.home += this.scorePoints(rng, rate.home * dtSec);
    current.away += this.scorePoints(rng, rate.away * dtSec);
    this.periodClockSec += dtSec;
    if (this.periodClockSec >= length - 1e-9) {
      this.periodClockSec = length;
      const { home, away } = this.totals();
      if (this.period >= BASKETBALL.periods && home !== away) {
        this.finished = true;
        return { event: true, finished: true };
      }
      this.breakLeftMs = BASKETBALL.breaksMs[this.period - 1] ?? 60_000;
      return { event: true, finished: false };
    }
    return { event: false, finished: false };
  }

  private elapsedSec(): number {
    let elapsed = 0;
    for (let p = 1; p < this.period; p += 1) elapsed += this.periodLength(p);
    return elapsed + this.periodClockSec;
  }

  protected override openPeriod(): void {
    super.openPeriod();
    this.periodClockSec = 0;
  }

  view(): SimView {
    return this.periodsView(this.elapsedSec());
  }

  markets(): FairMarket[] {
    const rate = this.expectedPerSec();
    const { home, away } = this.totals();
    let remainingSec = 0;
    if (!this.finished) {
      if (this.period <= BASKETBALL.periods) {
        remainingSec = BASKETBALL.periods * BASKETBALL.periodSec - this.elapsedSec();
      } else {
        remainingSec = BASKETBALL.overtimeSec - this.periodClockSec;
      }
    }
    return pointsMarkets(
      {
        home,
        away,
        homeExpected: rate.home * remainingSec,
        awayExpected: rate.away * remainingSec,
      },
      { totals: this.totalsLines, handicaps: this.handicapLines },
    );
  }
}
