// Tennis: points, games, sets: how the game plays out in the simulator and what
// its pricing model sees (server/sports/feed/sportSims.ts picks the family by sport).
import { tennisMarkets, TENNIS_SETS_TO_WIN } from '../../../../domain/sports/pricing/index';
import type { FairMarket } from '../../../../domain/sports/pricing/index';
import type { PeriodScore } from '../../../../domain/sports/types';
import { SeededRandom } from '../random';
import { clamp, periodsScore, simClockSec, simStatus, StrengthSim } from '../sportSim';
import type { SimStep, SimView } from '../sportSim';

/** Real milliseconds per point, on average. */
const TENNIS_POINT_MS = 25_000;
const TENNIS_POINT_NAMES = ['0', '15', '30', '40'];

export class TennisSim extends StrengthSim {
  readonly expectedDurationMs = 150 * TENNIS_POINT_MS;
  private started = false;
  private finished = false;
  private elapsedMs = 0;
  private readonly sets: PeriodScore[] = [];
  private points = { home: 0, away: 0 };
  private server: 0 | 1;
  private readonly setWinners: ('home' | 'away')[] = [];

  constructor(strength: number, firstServer: 0 | 1) {
    super(strength);
    this.server = firstServer;
  }

  private serveProbabilities(): { home: number; away: number } {
    const edge = 0.08 * this.strength;
    return { home: clamp(0.63 + edge, 0.5, 0.78), away: clamp(0.63 - edge, 0.5, 0.78) };
  }

  private currentSet(): PeriodScore {
    return this.sets[this.sets.length - 1] as PeriodScore;
  }

  private inTieBreak(): boolean {
    const set = this.currentSet();
    return set.home === 6 && set.away === 6;
  }

  step(rng: SeededRandom, dtMs: number): SimStep {
    if (this.finished) return { event: false, finished: true };
    if (!this.started) {
      this.started = true;
      this.sets.push({ home: 0, away: 0 });
    }
    this.elapsedMs += dtMs;
    if (!rng.chance(Math.min(1, dtMs / TENNIS_POINT_MS))) return { event: false, finished: false };
    const serve = this.serveProbabilities();
    const pHome = this.inTieBreak()
      ? (serve.home + (1 - serve.away)) / 2
      : this.server === 0
        ? serve.home
        : 1 - serve.away;
    if (rng.chance(pHome)) this.points.home += 1;
    else this.points.away += 1;
    return this.afterPoint();
  }

  private afterPoint(): SimStep {
    const target = this.inTieBreak() ? 7 : 4;
    const { home, away } = this.points;
    const gameWinner =
      home >= target && home - away >= 2
        ? 'home'
        : away >= target && away - home >= 2
          ? 'away'
          : null;
    if (!gameWinner) return { event: false, finished: false };
    const set = this.currentSet();
    const wasTieBreak = this.inTieBreak();
    set[gameWinner] += 1;
    this.points = { home: 0, away: 0 };
    this.server = this.server === 0 ? 1 : 0;
    const setOver =
      wasTieBreak ||
      (set.home >= 6 && set.home - set.away >= 2) ||
      (set.away >= 6 && set.away - set.home >= 2);
    if (!setOver) return { event: false, finished: false };
    this.setWinners.push(gameWinner);
    const won = this.setWinners.filter((w) => w === gameWinner).length;
    if (won >= TENNIS_SETS_TO_WIN) {
      this.finished = true;
      return { event: true, finished: true };
    }
    this.sets.push({ home: 0, away: 0 });
    return { event: true, finished: false };
  }

  view(): SimView {
    const setsHome = this.setWinners.filter((w) => w === 'home').length;
    const setsAway = this.setWinners.length - setsHome;
    const base = periodsScore(setsHome, setsAway, this.sets);
    const points = this.started && !this.finished ? this.pointsText() : undefined;
    return {
      status: simStatus(this.finished, this.started),
      timeSec: simClockSec(this.started, this.elapsedMs),
      period: this.sets.length,
      score: points ? { ...base, points, formatted: `${base.formatted} ${points}` } : base,
    };
  }

  private pointsText(): string {
    const { home, away } = this.points;
    if (this.inTieBreak()) return `${home}:${away}`;
    if (home >= 3 && away >= 3) {
      if (home === away) return '40:40';
      return home > away ? 'A:40' : '40:A';
    }
    return `${TENNIS_POINT_NAMES[home] ?? '40'}:${TENNIS_POINT_NAMES[away] ?? '40'}`;
  }

  markets(): FairMarket[] {
    const serve = this.serveProbabilities();
    const set = this.sets[this.sets.length - 1] ?? { home: 0, away: 0 };
    const setsHome = this.setWinners.filter((w) => w === 'home').length;
    return tennisMarkets({
      setsHome,
      setsAway: this.setWinners.length - setsHome,
      gamesHome: set.home,
      gamesAway: set.away,
      pointsHome: this.points.home,
      pointsAway: this.points.away,
      server: this.server,
      setWinners: [...this.setWinners],
      homeServe: serve.home,
      awayServe: serve.away,
    });
  }
}
