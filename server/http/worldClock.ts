// The one clock of the world the customer lives in: cooling-off periods, rolling windows, session
// limits and reality checks read it. Under TEST_CONTROL it is the feed's OffsetFeedClock, which
// POST /test-control/clock/advance moves; otherwise real time. The auth clock (token expiry) is
// separate and never moved.
import { systemFeedClock } from '../sports/feed/clock';
import type { FeedClock } from '../sports/feed/types';

export interface WorldClock {
  /** Epoch milliseconds. */
  now(): number;
  /**
   * The real instant (what the database's now() stamped) at which this clock first read
   * `worldMs`: a window [worldNow - w, worldNow] over real-time rows starts at realTimeOf(...).
   */
  realTimeOf(worldMs: number): number;
}

export const systemWorldClock: WorldClock = {
  now: () => Date.now(),
  realTimeOf: (worldMs) => worldMs,
};

function hasRealTimeOf(clock: FeedClock): clock is FeedClock & Pick<WorldClock, 'realTimeOf'> {
  return typeof (clock as Partial<WorldClock>).realTimeOf === 'function';
}

/** The world clock over the feed clock: the feed's own mapping, else a constant offset. */
export function worldClockOf(clock: FeedClock): WorldClock {
  if (clock === systemFeedClock) return systemWorldClock;
  if (hasRealTimeOf(clock)) return clock;
  return {
    now: () => clock.now(),
    realTimeOf: (worldMs) => worldMs - (clock.now() - Date.now()),
  };
}
