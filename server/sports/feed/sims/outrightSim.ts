// Outright events (SPEC section 2 page types "marble" and "politics"): a marble race run lap by
// lap, an election counted region by region. Every unit each runner adds a score drawn from
// N(pace, spread²); the highest total wins. Priced by outrightMarket
// (domain/sports/pricing/specialsModel.ts) from the same paces and spread.
import { outrightMarket } from '../../../../domain/sports/pricing/index';
import type { FairMarket, OutrightState } from '../../../../domain/sports/pricing/index';
import type { GameScore } from '../../../../domain/sports/types';
import type { SeededRandom } from '../random';
import { changingFields, simClockSec, simStatus } from '../sportSim';
import type { SavedSim, SimStep, SimView, SportSim } from '../sportSim';

export interface OutrightConfig {
  /** Laps of a race, regions of an election. */
  units: number;
  unitMs: number;
  /** Standard deviation of one runner's score in one unit. */
  spread: number;
  /** The market's name (the provider's, Russian; the sports API names it per language). */
  marketName: string;
}

export const MARBLE_RACE: OutrightConfig = {
  units: 5,
  unitMs: 20_000,
  spread: 0.06,
  marketName: 'Победитель',
};

export const ELECTION: OutrightConfig = {
  units: 10,
  unitMs: 15_000,
  spread: 0.05,
  marketName: 'Победитель',
};

/** A standard normal draw (Box–Muller). */
function gaussian(rng: SeededRandom): number {
  const u = Math.max(1e-12, rng.next());
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export class OutrightSim implements SportSim {
  readonly expectedDurationMs: number;
  private readonly config: OutrightConfig;
  private readonly names: string[];
  private readonly paces: number[];
  private readonly totals: number[];
  private unitsDone = 0;
  private unitMs = 0;
  private started = false;
  private elapsedMs = 0;
  private nudges = 0;

  /** `paces[i]` is runner i's mean score a unit (the catalogue's order). */
  constructor(config: OutrightConfig, names: readonly string[], paces: readonly number[]) {
    this.config = config;
    this.expectedDurationMs = config.units * config.unitMs;
    this.names = [...names];
    this.paces = [...paces];
    this.totals = paces.map(() => 0);
  }

  state(): OutrightState {
    return {
      totals: this.totals,
      paces: this.paces,
      remaining: this.config.units - this.unitsDone,
      spread: this.config.spread,
    };
  }

  private finished(): boolean {
    return this.unitsDone >= this.config.units;
  }

  /** The winner's number (1-based, the catalogue's order); 0 until the event is over. */
  winnerNumber(): number {
    if (!this.finished()) return 0;
    const best = Math.max(...this.totals);
    return this.totals.indexOf(best) + 1;
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished()) return { event: false, finished: true };
    this.started = true;
    this.elapsedMs += dtMs;
    this.unitMs += dtMs;
    if (this.unitMs < this.config.unitMs) return { event: false, finished: false };
    this.unitMs = 0;
    this.paces.forEach((pace, i) => {
      this.totals[i] = (this.totals[i] ?? 0) + pace + this.config.spread * gaussian(rng);
    });
    this.unitsDone += 1;
    return { event: false, finished: this.finished() };
  }

  view(): SimView {
    const winner = this.winnerNumber();
    // The result names the winner: `home` is the winning runner's number (settles the outright).
    const score: GameScore = {
      home: winner,
      away: 0,
      full: `${winner}:0`,
      periods: [],
      formatted:
        winner > 0 ? (this.names[winner - 1] ?? '') : `${this.unitsDone}/${this.config.units}`,
    };
    return {
      status: simStatus(this.finished(), this.started),
      timeSec: simClockSec(this.started, this.elapsedMs),
      period: this.started ? Math.min(this.config.units, this.unitsDone + 1) : 0,
      score,
    };
  }

  markets(): FairMarket[] {
    return [outrightMarket(this.names, this.state(), this.config.marketName)];
  }

  /** Line prices drift: one runner's pace a little at a time, in turn. */
  nudge(delta: number): void {
    const i = this.nudges % this.paces.length;
    this.nudges += 1;
    this.paces[i] = (this.paces[i] ?? 0) + delta * this.config.spread * 0.2;
  }

  save(): SavedSim {
    return changingFields(this);
  }
}
