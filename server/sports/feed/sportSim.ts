// What every sport's simulation is to the feed (SimView, SimStep, SportSim), and the helpers the
// sport families share (server/sports/feed/sims/).
import type { FairMarket } from '../../../domain/sports/pricing/index';
import { GameStatus, type GameScore, type PeriodScore } from '../../../domain/sports/types';
import type { SeededRandom } from './random';

/** Home advantage added to the strength difference (goals and points). */
export const HOME_ADVANTAGE = 0.1;

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
  /**
   * A goal for that side now (test control): false when the sport has no goals or the game is
   * not in play (not started, at a break, finished).
   */
  scoreGoal?(side: 'home' | 'away'): boolean;
  /** Where the game stands, as plain JSON: restoreSportSim goes on from it. */
  save(): SavedSim;
}

/** A sim's changing fields (score, clock, period, strength ...), as save() gives them. */
export type SavedSim = Record<string, unknown>;

/** The fields of a sim that change; its config and duration follow from the championship. */
export function changingFields(sim: object): SavedSim {
  const { config: _config, expectedDurationMs: _duration, ...fields } = sim as SavedSim;
  return structuredClone(fields);
}

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

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function clampStrength(value: number): number {
  return clamp(value, -1.2, 1.2);
}

/**
 * A head-to-head game's sim: `strength` (home minus away) drifts with nudge(); save() gives the
 * changing fields. Each sport family adds its play, its view and its markets.
 */
export abstract class StrengthSim implements SportSim {
  abstract readonly expectedDurationMs: number;
  protected strength: number;

  constructor(strength: number) {
    this.strength = strength;
  }

  abstract step(rng: SeededRandom, dtMs: number): SimStep;
  abstract view(): SimView;
  abstract markets(): FairMarket[];

  nudge(delta: number): void {
    this.strength = clampStrength(this.strength + delta);
  }

  save(): SavedSim {
    return changingFields(this);
  }
}

/**
 * A sim of a game played in periods with breaks between them (goals, points): the first step
 * opens period 1, a step during a break only counts it down, and the break's end opens the next
 * period. The score is kept per period.
 */
export abstract class PeriodsSim extends StrengthSim {
  protected period = 0;
  protected breakLeftMs = 0;
  protected finished = false;
  protected readonly periods: PeriodScore[] = [];

  /**
   * Opens the first period, or counts a break down (opening the next period at its end): true
   * when the step went to that and nothing is played in it.
   */
  protected betweenPeriods(dtMs: number): boolean {
    if (this.period === 0) this.openPeriod();
    if (this.breakLeftMs <= 0) return false;
    this.breakLeftMs = Math.max(0, this.breakLeftMs - dtMs);
    if (this.breakLeftMs === 0) this.openPeriod();
    return true;
  }

  /** A new period with no score; a sim with a clock per period restarts it here. */
  protected openPeriod(): void {
    this.period += 1;
    this.periods.push({ home: 0, away: 0 });
  }

  /** The period in play (or the last one, at a break or the end). */
  protected currentPeriod(): PeriodScore {
    return this.periods[this.periods.length - 1] as PeriodScore;
  }

  protected totals(): { home: number; away: number } {
    return this.periods.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), {
      home: 0,
      away: 0,
    });
  }

  /** The view with the game clock at `clockSec` (null before the first period). */
  protected periodsView(clockSec: number): SimView {
    const { home, away } = this.totals();
    return {
      status: simStatus(this.finished, this.period !== 0, this.breakLeftMs > 0),
      timeSec: this.period === 0 ? null : Math.floor(clockSec),
      period: this.period,
      score: periodsScore(home, away, this.periods),
    };
  }
}

/** A game's status as its sim stands: finished, not started, in a break or in play. */
export function simStatus(finished: boolean, started: boolean, onBreak = false): GameStatus {
  if (finished) return GameStatus.Finished;
  if (!started) return GameStatus.NotStarted;
  return onBreak ? GameStatus.Paused : GameStatus.InPlay;
}

/** The game clock in whole seconds once the game started; null before. */
export function simClockSec(started: boolean, elapsedMs: number): number | null {
  return started ? Math.floor(elapsedMs / 1000) : null;
}
