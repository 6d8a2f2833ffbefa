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
  /** Resolves when what stop() set going is done (a last save of the games); optional. */
  stopped?(): Promise<void>;
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

/** A game's final result as test control sets it (server/testControl/). */
export interface FinalScore {
  home: number;
  away: number;
  /** Per period, in order (their sums are home and away); absent: none recorded. */
  periods?: readonly { home: number; away: number }[];
  /** Never played to the end (status 5): every bet on it is void. */
  cancelled?: boolean;
}

/**
 * A feed that test control can steer (the simulated provider): each call emits the delta the
 * feed would, through its listeners, so the state, the live push and results follow as usual.
 */
export interface FeedControl {
  /**
   * Ends a game of this feed now with that result (`finished` delta, status 4 or 5, every outcome
   * blocked) and stops simulating it. False when the feed runs no such game or it has finished.
   */
  finishGame(gameId: number, final: FinalScore): boolean;
  /**
   * Prices an outcome of this feed at `coef` (a delta with the change); the model no longer moves
   * that price. False when the feed runs no such outcome.
   */
  setCoef(outcomeId: number, coef: number): boolean;
  /**
   * A goal for that side of a game in play (a delta with the score and the model's new prices).
   * False when the feed runs no such game, it is not in play, or its sport has no goals.
   */
  scoreGoal(gameId: number, side: 'home' | 'away'): boolean;
}

/** The feed's control, when it has one (the simulated provider, or a wrapper forwarding to it). */
export function feedControlOf(feed: SportsFeed | null): FeedControl | null {
  const candidate = feed as Partial<FeedControl> | null;
  return candidate &&
    typeof candidate.finishGame === 'function' &&
    typeof candidate.setCoef === 'function' &&
    typeof candidate.scoreGoal === 'function'
    ? (candidate as FeedControl)
    : null;
}

/**
 * A trader's hand on the feed (server/trading/): a whole game (marketId null) or one market
 * suspended or released, pushed at once as a delta through the feed's listeners (the state, the
 * live push, the event bus), and kept suspended by every later delta until released. False when
 * the feed runs no such game or market.
 */
export interface TradingControl {
  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean;
}

export function tradingControlOf(feed: SportsFeed | null): TradingControl | null {
  const candidate = feed as Partial<TradingControl> | null;
  return candidate && typeof candidate.setTraderSuspension === 'function'
    ? (candidate as TradingControl)
    : null;
}
