// How each sport plays out in the simulator, and what its pricing model sees. One SportSim a
// sport family: goals (football, ice hockey, eFootball), points (basketball), tennis, maps (CS2).
import {
  goalsMarkets,
  mapsMarkets,
  pointsMarkets,
  tennisMarkets,
  MAP_ROUNDS_TO_WIN,
  TENNIS_SETS_TO_WIN,
  type FairMarket,
} from '../../../domain/sports/pricing/index';
import {
  GameStatus,
  type Championship,
  type GameScore,
  type PeriodScore,
} from '../../../domain/sports/types';
import { SPORT_IDS } from '../catalog';
import { SeededRandom } from './random';

/** What the feed shows of a game's progress. */
export interface SimView {
  status: GameStatus;
  timeSec: number | null;
  period: number;
  score: GameScore;
}

export interface SimStep {
  /** A goal, a set or a map ended: markets are suspended briefly. */
  event: boolean;
  finished: boolean;
}

/** One game's play and pricing state; `strength` is home minus away (about -1..1). */
export interface SportSim {
  /** Real milliseconds from start to finish, roughly (initial live games start that far back). */
  readonly expectedDurationMs: number;
  /** Advances the game by `dtMs` of real time while it is live. */
  step(rng: SeededRandom, dtMs: number): SimStep;
  view(): SimView;
  markets(): FairMarket[];
  /** Moves the pre-match strength a little (line prices drift). */
  nudge(delta: number): void;
  /** Where the game stands, as plain JSON: restoreSportSim goes on from it. */
  save(): SavedSim;
}

/** A sim's changing fields (score, clock, period, strength ...), as save() gives them. */
export type SavedSim = Record<string, unknown>;

/** The fields of a sim that change; its config and duration follow from the championship. */
function changingFields(sim: object): SavedSim {
  const { config: _config, expectedDurationMs: _duration, ...fields } = sim as SavedSim;
  return structuredClone(fields);
}

// ---------------------------------------------------------------- goals

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

/** Home advantage added to the strength difference. */
const HOME_ADVANTAGE = 0.1;

export class GoalsSim implements SportSim {
  readonly expectedDurationMs: number;
  private strength: number;
  private readonly config: GoalsConfig;
  private clockSec = 0;
  private period = 0;
  private breakLeftMs = 0;
  private finished = false;
  private readonly periods: PeriodScore[] = [];

  constructor(config: GoalsConfig, strength: number) {
    this.config = config;
    this.strength = strength;
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
    if (this.period === 0) {
      this.period = 1;
      this.periods.push({ home: 0, away: 0 });
    }
    if (this.breakLeftMs > 0) {
      this.breakLeftMs = Math.max(0, this.breakLeftMs - dtMs);
      if (this.breakLeftMs === 0) {
        this.period += 1;
        this.periods.push({ home: 0, away: 0 });
      }
      return { event: false, finished: false };
    }
    const periodEnd = this.period * this.config.periodSec;
    const dtSec = Math.min((dtMs / 1000) * this.config.clockSpeed, periodEnd - this.clockSec);
    const rate = this.expectedPerSec();
    const current = this.periods[this.periods.length - 1] as PeriodScore;
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

  private totals(): { home: number; away: number } {
    return this.periods.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), {
      home: 0,
      away: 0,
    });
  }

  view(): SimView {
    const { home, away } = this.totals();
    const status = this.finished
      ? GameStatus.Finished
      : this.period === 0
        ? GameStatus.NotStarted
        : this.breakLeftMs > 0
          ? GameStatus.Paused
          : GameStatus.InPlay;
    return {
      status,
      timeSec: this.period === 0 ? null : Math.floor(this.clockSec),
      period: this.period,
      score: periodsScore(home, away, this.periods),
    };
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

  nudge(delta: number): void {
    this.strength = clampStrength(this.strength + delta);
  }

  save(): SavedSim {
    return changingFields(this);
  }
}

// ---------------------------------------------------------------- points (basketball)

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

export class PointsSim implements SportSim {
  readonly expectedDurationMs =
    BASKETBALL.periods * BASKETBALL.periodSec * 1000 +
    BASKETBALL.breaksMs.reduce((a, b) => a + b, 0);
  private strength: number;
  private period = 0;
  private periodClockSec = 0;
  private breakLeftMs = 0;
  private finished = false;
  private readonly periods: PeriodScore[] = [];
  private readonly totalsLines: number[];
  private readonly handicapLines: number[];

  constructor(strength: number) {
    this.strength = strength;
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
    if (this.period === 0) {
      this.period = 1;
      this.periods.push({ home: 0, away: 0 });
    }
    if (this.breakLeftMs > 0) {
      this.breakLeftMs = Math.max(0, this.breakLeftMs - dtMs);
      if (this.breakLeftMs === 0) {
        this.period += 1;
        this.periodClockSec = 0;
        this.periods.push({ home: 0, away: 0 });
      }
      return { event: false, finished: false };
    }
    const length = this.periodLength(this.period);
    const dtSec = Math.min(dtMs / 1000, length - this.periodClockSec);
    const rate = this.expectedPerSec();
    const current = this.periods[this.periods.length - 1] as PeriodScore;
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

  private totals(): { home: number; away: number } {
    return this.periods.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), {
      home: 0,
      away: 0,
    });
  }

  private elapsedSec(): number {
    let elapsed = 0;
    for (let p = 1; p < this.period; p += 1) elapsed += this.periodLength(p);
    return elapsed + this.periodClockSec;
  }

  view(): SimView {
    const { home, away } = this.totals();
    const status = this.finished
      ? GameStatus.Finished
      : this.period === 0
        ? GameStatus.NotStarted
        : this.breakLeftMs > 0
          ? GameStatus.Paused
          : GameStatus.InPlay;
    return {
      status,
      timeSec: this.period === 0 ? null : Math.floor(this.elapsedSec()),
      period: this.period,
      score: periodsScore(home, away, this.periods),
    };
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

  nudge(delta: number): void {
    this.strength = clampStrength(this.strength + delta);
  }

  save(): SavedSim {
    return changingFields(this);
  }
}

// ---------------------------------------------------------------- tennis

/** Real milliseconds per point, on average. */
const TENNIS_POINT_MS = 25_000;
const TENNIS_POINT_NAMES = ['0', '15', '30', '40'];

export class TennisSim implements SportSim {
  readonly expectedDurationMs = 150 * TENNIS_POINT_MS;
  private strength: number;
  private started = false;
  private finished = false;
  private elapsedMs = 0;
  private readonly sets: PeriodScore[] = [];
  private points = { home: 0, away: 0 };
  private server: 0 | 1;
  private readonly setWinners: ('home' | 'away')[] = [];

  constructor(strength: number, firstServer: 0 | 1) {
    this.strength = strength;
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
      status: this.finished
        ? GameStatus.Finished
        : this.started
          ? GameStatus.InPlay
          : GameStatus.NotStarted,
      timeSec: this.started ? Math.floor(this.elapsedMs / 1000) : null,
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

  nudge(delta: number): void {
    this.strength = clampStrength(this.strength + delta);
  }

  save(): SavedSim {
    return changingFields(this);
  }
}

// ---------------------------------------------------------------- maps (CS2)

const CS2_ROUND_MS = 30_000;
const CS2_MAP_BREAK_MS = 2 * 60_000;

export class MapsSim implements SportSim {
  readonly expectedDurationMs = 2.4 * (24 * CS2_ROUND_MS) + CS2_MAP_BREAK_MS * 1.4;
  private strength: number;
  private started = false;
  private finished = false;
  private elapsedMs = 0;
  private breakLeftMs = 0;
  private readonly maps: PeriodScore[] = [];
  private readonly mapWinners: ('home' | 'away')[] = [];

  constructor(strength: number) {
    this.strength = strength;
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
      status: this.finished
        ? GameStatus.Finished
        : !this.started
          ? GameStatus.NotStarted
          : this.breakLeftMs > 0
            ? GameStatus.Paused
            : GameStatus.InPlay,
      timeSec: this.started ? Math.floor(this.elapsedMs / 1000) : null,
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

  nudge(delta: number): void {
    this.strength = clampStrength(this.strength + delta);
  }

  save(): SavedSim {
    return changingFields(this);
  }
}

// ---------------------------------------------------------------- by sport

/** The simulation of a game of `champ`'s sport (tennis draws its first server from `rng`). */
export function createSportSim(champ: Championship, strength: number, rng: SeededRandom): SportSim {
  switch (champ.sportId) {
    case SPORT_IDS.football:
      return new GoalsSim(FOOTBALL, strength);
    case SPORT_IDS.iceHockey:
      return new GoalsSim(ICE_HOCKEY, strength);
    case SPORT_IDS.eFootball:
      return new GoalsSim(
        champ.cyberType === 'stream' ? E_FOOTBALL_STREAM : E_FOOTBALL_VIRTUAL,
        strength,
      );
    case SPORT_IDS.basketball:
      return new PointsSim(strength);
    case SPORT_IDS.tennis:
      return new TennisSim(strength, rng.chance(0.5) ? 0 : 1);
    case SPORT_IDS.cs2:
      return new MapsSim(strength);
    default:
      throw new Error(`no simulation for sport ${champ.sportId}`);
  }
}

/** The sim of a game of `champ` as `saved` left it (restoreSportSim ∘ save is the same game). */
export function restoreSportSim(champ: Championship, saved: SavedSim): SportSim {
  // The random source only draws tennis's first server, which `saved` then sets.
  const sim = createSportSim(champ, 0, new SeededRandom(0));
  Object.assign(sim, structuredClone(saved));
  return sim;
}

// ---------------------------------------------------------------- helpers

/** "2:1" plus "2:1 (1:0, 1:1)". */
export function periodsScore(home: number, away: number, periods: PeriodScore[]): GameScore {
  const full = `${home}:${away}`;
  const list = periods.map((p) => `${p.home}:${p.away}`).join(', ');
  return {
    home,
    away,
    full,
    periods: periods.map((p) => ({ ...p })),
    formatted: periods.length > 0 ? `${full} (${list})` : full,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function clampStrength(value: number): number {
  return clamp(value, -1.2, 1.2);
}
