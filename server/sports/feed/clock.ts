import type { FeedClock } from './types';

/** Real time: Date.now and setInterval (unref'd, so a forgotten feed never holds the process). */
export const systemFeedClock: FeedClock = {
  now: () => Date.now(),
  every(intervalMs, tick) {
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

interface ManualTimer {
  intervalMs: number;
  dueAt: number;
  tick: () => void;
}

/** A clock tests move by hand: `advance(ms)` fires every due tick in time order. No real timers. */
export class ManualFeedClock implements FeedClock {
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
