import type { FeedClock } from './types';

/** A feed clock that can be moved forward (test control's POST /test-control/clock/advance). */
export interface AdjustableFeedClock extends FeedClock {
  advance(ms: number): void;
}

export function isAdjustableFeedClock(clock: FeedClock): clock is AdjustableFeedClock {
  return typeof (clock as Partial<AdjustableFeedClock>).advance === 'function';
}

/** Real time: Date.now and setInterval (unref'd, so a forgotten feed never holds the process). */
export const systemFeedClock: FeedClock = {
  now: () => Date.now(),
  every(intervalMs, tick) {
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/**
 * Real time plus an offset that only grows: timers are real (the feed ticks at its usual pace),
 * and `advance(ms)` moves the world forward, so the feed's next tick sees the later time. The
 * clock of test control (TEST_CONTROL=1), where end-to-end tests cannot wait for a game.
 */
export class OffsetFeedClock implements AdjustableFeedClock {
  private offsetMs = 0;
  /** Each advance: the real instant it happened and the offset from then on. */
  private readonly steps: { realAt: number; offsetMs: number }[] = [];

  now(): number {
    return Date.now() + this.offsetMs;
  }

  every(intervalMs: number, tick: () => void): () => void {
    return systemFeedClock.every(intervalMs, tick);
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('ms must be zero or more');
    this.offsetMs += ms;
    this.steps.push({ realAt: Date.now(), offsetMs: this.offsetMs });
  }

  /**
   * The first real instant at which this clock read `worldMs` or later (an instant the clock
   * jumped over maps to the jump): rows stamped with real time (the database's now()) are
   * compared with a time of this clock through it.
   */
  realTimeOf(worldMs: number): number {
    let offset = 0;
    for (const step of this.steps) {
      if (worldMs - offset < step.realAt) return worldMs - offset;
      offset = step.offsetMs;
      if (worldMs - offset < step.realAt) return step.realAt;
    }
    return worldMs - offset;
  }
}

interface ManualTimer {
  intervalMs: number;
  dueAt: number;
  tick: () => void;
}

/** A clock tests move by hand: `advance(ms)` fires every due tick in time order. No real timers. */
export class ManualFeedClock implements AdjustableFeedClock {
  private current: number;
  private readonly timers = new Set<ManualTimer>();

  constructor(startMs: number) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  every(intervalMs: number, tick: () => void): () => void {
    if (!(intervalMs > 0)) throw new RangeError('intervalMs must be positive');
    const timer: ManualTimer = { intervalMs, dueAt: this.current + intervalMs, tick };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      let next: ManualTimer | undefined;
      for (const timer of this.timers) {
        if (timer.dueAt <= end && (!next || timer.dueAt < next.dueAt)) next = timer;
      }
      if (!next) break;
      this.current = next.dueAt;
      next.dueAt += next.intervalMs;
      next.tick();
    }
    this.current = end;
  }
}
