import type { GameDelta } from '../../../domain/sports/types';

/**
 * A source of sports data: the built-in simulator (simulatedFeed.ts) or an adapter to a real
 * provider. It produces GameDeltas only; SportsState (../state/sportsState.ts) applies them.
 *
 * start() emits a `created` delta (seq 1) for every game it already knows, synchronously, then
 * keeps producing deltas until stop(). A listener added after start() misses the earlier deltas:
 * take SportsState.snapshot() from a consumer that saw them instead.
 */
export interface SportsFeed {
  start(): void;
  stop(): void;
  /** Returns the function that removes the listener. */
  onDelta(listener: (delta: GameDelta) => void): () => void;
}

/**
 * Time for the feed, injected so tests advance it by hand (ManualFeedClock) and production uses
 * the real one (systemFeedClock). Milliseconds.
 */
export interface FeedClock {
  now(): number;
  /** Calls `tick` every `intervalMs` until the returned function is called. */
  every(intervalMs: number, tick: () => void): () => void;
}
