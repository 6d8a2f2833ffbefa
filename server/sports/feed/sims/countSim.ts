// Politics head-to-head (SPEC section 2 page type "politics"): a run-off counted region by region;
// each region goes to one side; the side with more of COUNT_REGIONS regions wins. Priced by
// countMarkets (domain/sports/pricing/specialsModel.ts) with the simulation's own parameter.
import { COUNT_REGIONS, countMarkets } from '../../../../domain/sports/pricing/index';
import type { CountState, FairMarket } from '../../../../domain/sports/pricing/index';
import type { PeriodScore } from '../../../../domain/sports/types';
import type { SeededRandom } from '../random';
import { clamp, periodsScore, simClockSec, simStatus, StrengthSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

export const COUNT_REGION_MS = 15_000;

export class CountSim extends StrengthSim {
  readonly expectedDurationMs = COUNT_REGIONS * COUNT_REGION_MS;
  private started = false;
  private elapsedMs = 0;
  private regionMs = 0;
  private readonly regions: PeriodScore[] = [];

  constructor(strength: number) {
    super(strength);
  }

  private state(): CountState {
    return {
      regionsHome: this.regions.filter((r) => r.home > r.away).length,
      regionsAway: this.regions.filter((r) => r.away > r.home).length,
      homeRegion: clamp(0.5 + 0.15 * this.strength, 0.3, 0.7),
    };
  }

  private finished(): boolean {
    return this.regions.length >= COUNT_REGIONS;
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished()) return { event: false, finished: true };
    this.started = true;
    this.elapsedMs += dtMs;
    this.regionMs += dtMs;
    if (this.regionMs < COUNT_REGION_MS) return { event: false, finished: false };
    this.regionMs = 0;
    const home = rng.chance(this.state().homeRegion);
    this.regions.push(home ? { home: 1, away: 0 } : { home: 0, away: 1 });
    return { event: true, finished: this.finished() };
  }

  view(): SimView {
    const { regionsHome, regionsAway } = this.state();
    return {
      status: simStatus(this.finished(), this.started),
      timeSec: simClockSec(this.started, this.elapsedMs),
      period: this.started ? Math.min(COUNT_REGIONS, this.regions.length + 1) : 0,
      // Regions won; the regions themselves are not periods (no period markets).
      score: periodsScore(regionsHome, regionsAway, []),
    };
  }

  markets(): FairMarket[] {
    return countMarkets(this.state());
  }
}
