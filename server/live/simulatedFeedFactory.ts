import type { FastifyBaseLogger } from 'fastify';
import type { GameDelta } from '../../domain/sports/types';
import type { AppDatabase } from '../db/index';
import { systemFeedClock } from '../sports/feed/clock';
import { persistedSimulatedFeed } from '../sports/feed/feedPersistence';
import {
  feedControlOf,
  tradingControlOf,
  type FeedControl,
  type FinalScore,
  type SportsFeed,
} from '../sports/feed/types';
import { backfillSimulatedResults } from '../sports/results/resultsBackfill';
import { maxReferencedGameId } from '../sports/results/resultsRepository';
import { FIRST_SIMULATED_GAME_ID, type SportsOptions } from '../sports/sportsRuntime';
import type { SportsState } from '../sports/state/sportsState';
import type { FeedFactory } from './leaderGatedFeed';

/**
 * The simulated provider for the process that holds the feed lease. A takeover goes on with the
 * games the previous holder saved (server/sports/feed/feedPersistence.ts); the games it held that
 * were never saved (drawn in its last seconds) are retired (a `removed` delta each), and new games
 * are numbered after all of them. Like the results of finished games, the simulated history
 * (resultsBackfill.ts) and the saves are written by the lease holder only.
 */
export function simulatedFeedFactory(
  database: AppDatabase,
  sports: SportsOptions,
  log?: FastifyBaseLogger,
): FeedFactory {
  return async (state) => {
    const backfilled = await backfillSimulatedResults(database.db, {
      seed: sports.seed ?? 1,
      nowMs: (sports.clock ?? systemFeedClock).now(),
      catalog: state.catalog,
      idsBelow: FIRST_SIMULATED_GAME_ID,
    });
    if (backfilled > 0) log?.info({ results: backfilled }, 'sports: stored simulated history');
    const stored = (await maxReferencedGameId(database.db)) ?? 0;
    const held = state.games().reduce((max, game) => Math.max(max, game.id), 0);
    // The games the previous holder saved go on; the ones it had not saved yet are retired.
    const feed = await persistedSimulatedFeed(
      database,
      {
        ...sports.simulation,
        seed: sports.seed ?? 1,
        clock: sports.clock ?? systemFeedClock,
        catalog: state.catalog,
        firstGameId: Math.max(FIRST_SIMULATED_GAME_ID, stored + 1, held + 1),
        paused: () => !database.availability.available,
      },
      log,
      // Past what this process's state applied: the restored games replace its copies.
      (gameId) => state.seq(gameId),
    );
    const continued = new Set(feed.inner.gameIds());
    const retired = state.games().filter((game) => !continued.has(game.id));
    return retired.length > 0 ? new RetiringFeed(feed, state, continued) : feed;
  };
}

/** Removes the games `state` holds that `inner` does not go on with, then hands over to it. */
class RetiringFeed implements SportsFeed, FeedControl {
  private readonly listeners = new Set<(delta: GameDelta) => void>();

  constructor(
    private readonly inner: SportsFeed,
    private readonly state: SportsState,
    private readonly continued: ReadonlySet<number>,
  ) {}

  start(): void {
    for (const game of this.state.games()) {
      if (this.continued.has(game.id)) continue;
      const seq = (this.state.seq(game.id) ?? 0) + 1;
      for (const listener of this.listeners) listener({ gameId: game.id, seq, removed: true });
    }
    this.inner.start();
  }

  stop(): void {
    this.inner.stop();
  }

  stopped(): Promise<void> {
    return this.inner.stopped?.() ?? Promise.resolve();
  }

  finishGame(gameId: number, final: FinalScore): boolean {
    return feedControlOf(this.inner)?.finishGame(gameId, final) ?? false;
  }

  setCoef(outcomeId: number, coef: number): boolean {
    return feedControlOf(this.inner)?.setCoef(outcomeId, coef) ?? false;
  }

  scoreGoal(gameId: number, side: 'home' | 'away'): boolean {
    return feedControlOf(this.inner)?.scoreGoal(gameId, side) ?? false;
  }

  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    return tradingControlOf(this.inner)?.setTraderSuspension(gameId, marketId, suspended) ?? false;
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    const offInner = this.inner.onDelta(listener);
    return () => {
      this.listeners.delete(listener);
      offInner();
    };
  }
}
