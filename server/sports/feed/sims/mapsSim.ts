// Maps: CS2 rounds and maps: how the game plays out in the simulator and what
// its pricing model sees (server/sports/feed/sportSims.ts picks the family by sport).
import { mapsMarkets, MAP_ROUNDS_TO_WIN } from '../../../../domain/sports/pricing/index';
import type { FairMarket } from '../../../../domain/sports/pricing/index';
import type { PeriodScore } from '../../../../domain/sports/types';
import { SeededRandom } from '../random';
import { clamp, periodsScore, simClockSec, simStatus, StrengthSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

const CS2_ROUND_MS = 30_000;
const CS2_MAP_BREAK_MS = 2 * 60_000;

export class MapsSim extends StrengthSim {
  readonly expectedDurationMs = 2.4 * (24 * CS2_ROUND_MS) + CS2_MAP_BREAK_MS * 1.4;
  private started = false;
  private finished = false;
  private elapsedMs = 0;
  private breakLeftMs = 0;
  private readonly maps: PeriodScore[] = [];
  private readonly mapWinners: ('home' | 'away')[] = [];

  constructor(strength: number) {
    super(strength);
  }

  private roundProbability(): number {
    return clamp(0.5 + 0.12 * this.strength, 0.3, 0.7);
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished) return { event: false, finished: true };
    if (!this.started) {
      this.started = true;
      this.maps.push({ home: 0, away: 0 });
    }
    this.elapsedMs += dtMs;
    if (this.breakLeftMs > 0) {
      this.breakLeftMs = Math.max(0, this.breakLeftMs - dtMs);
      if (this.breakLeftMs === 0) this.maps.push({ home: 0, away: 0 });
      return { event: false, finished: false };
    }
    if (!rng.chance(Math.min(1, dtMs / CS2_ROUND_MS))) return { event: false, finished: false };
    const map = this.maps[this.maps.length - 1] as PeriodScore;
    if (rng.chance(this.roundProbability())) map.home += 1;
    else map.away += 1;
    const target = MAP_ROUNDS_TO_WIN;
    const winner =
      map.home >= target && map.home - map.away >= 2
        ? 'home'
        : map.away >= target && map.away - map.home >= 2
          ? 'away'
          : null;
    if (!winner) return { event: false, finished: false };
    this.mapWinners.push(winner);
    if (this.mapWinners.filter((w) => w === winner).length >= 2) {
      this.finished = true;
      return { event: true, finished: true };
    }
    this.breakLeftMs = CS2_MAP_BREAK_MS;
    return { event: true, finished: false };
  }

  view(): SimView {
    const mapsHome = this.mapWinners.filter((w) => w === 'home').length;
    return {
      status: simStatus(this.finished, this.started, this.breakLeftMs > 0),
      timeSec: simClockSec(this.started, this.elapsedMs),
      period: this.maps.length,
      score: periodsScore(mapsHome, this.mapWinners.length - mapsHome, this.maps),
    };
  }

  markets(): FairMarket[] {
    const mapsHome = this.mapWinners.filter((w) => w === 'home').length;
    const between = this.breakLeftMs > 0;
    const map = between
      ? { home: 0, away: 0 }
      : (this.maps[this.maps.length - 1] ?? { home: 0, away: 0 });
    return mapsMarkets({
      mapsHome,
      mapsAway: this.mapWinners.length - mapsHome,
      roundsHome: map.home,
      roundsAway: map.away,
      mapWinners: [...this.mapWinners],
      homeRound: this.roundProbability(),
    });
  }
}
