// The sports context of one server process: the in-memory state the API reads, and the feed that
// produces its deltas (the simulated provider, another SportsFeed, or none when the state is fed
// from elsewhere, e.g. the event bus). Finished games' results are stored by the feed's process,
// then its listeners run (settlement of the coupons on the game: server/coupon/settlementService.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/index';
import { simulatedCatalog, type SportsCatalog } from './catalog';
import { systemFeedClock } from './feed/clock';
import { persistedSimulatedFeed } from './feed/feedPersistence';
import type { SimulatedFeedOptions } from './feed/simulatedFeed';
import type { FeedClock, SportsFeed } from './feed/types';
import { setTimeout as delay } from 'node:timers/promises';
import type { GameResult } from '../../domain/sports/types';
import { isDatabaseUnavailable } from '../db/databaseAvailability';
import { gameResult } from './results/gameResult';
import { backfillSimulatedResults } from './results/resultsBackfill';
import { insertResult, maxReferencedGameId } from './results/resultsRepository';
import { SportsState } from './state/sportsState';

/** A result the database could not take is tried again this often while it is away. */
const RESULT_RETRY_MS = 1_000;

/** Game ids of the simulated feed start here (or above the largest stored result). */
export const FIRST_SIMULATED_GAME_ID = 1_000_001;

export interface SportsOptions {
  /** 'simulated' (the built-in provider), a SportsFeed of your own, or 'none' (default). */
  feed?: 'simulated' | 'none' | SportsFeed;
  /** Seed of the simulated feed and of generated statistics (FEED_SEED). Default 1. */
  seed?: number;
  /** Time of the feed; tests pass a ManualFeedClock. Default: real time. */
  clock?: FeedClock;
  /** Tuning of the simulated feed (volume, tick); it stands still while the database is away. */
  simulation?: Partial<Omit<SimulatedFeedOptions, 'seed' | 'clock' | 'catalog' | 'paused'>>;
}

export interface SportsRuntime {
  state: SportsState;
  /** The feed running in this process, or null. */
  feed: SportsFeed | null;
  seed: number;
  clock: FeedClock;
  /**
   * Called after this process stored a finished game's result (settlement runs from it); what
   * the listener returns is awaited by close() and by resultStored(). Returns the remover.
   */
  onResultStored(listener: (gameId: number) => Promise<void>): () => void;
  /**
   * Resolves when the result write of the game in flight (and its listeners) is done; at once
   * when none is in flight.
   */
  resultStored(gameId: number): Promise<void>;
  /** Starts the feed (buildServer calls it when the server is ready). */
  start(): void;
  /** Stops the feed and waits for result writes in flight. */
  close(): Promise<void>;
}

export async function createSportsRuntime(
  database: AppDatabase,
  options: SportsOptions = {},
  log?: FastifyBaseLogger,
): Promise<SportsRuntime> {
  const seed = options.seed ?? 1;
  const clock = options.clock ?? systemFeedClock;
  const catalog: SportsCatalog = simulatedCatalog();
  const state = new SportsState(catalog);
  let feed: SportsFeed | null = null;
  if (options.feed === 'simulated') {
    // The simulated provider's history: results of games before now, on a database with none.
    const backfilled = await backfillSimulatedResults(database.db, {
      seed,
      nowMs: clock.now(),
      catalog,
      idsBelow: FIRST_SIMULATED_GAME_ID,
    });
    if (backfilled > 0) log?.info({ results: backfilled }, 'sports: stored simulated history');
    const stored = await maxReferencedGameId(database.db);
    // The games a previous process saved go on (feedPersistence.ts); new ones are drawn else.
    feed = await persistedSimulatedFeed(
      database,
      {
        ...options.simulation,
        seed,
        clock,
        catalog,
        firstGameId: Math.max(FIRST_SIMULATED_GAME_ID, (stored ?? 0) + 1),
        paused: () => !database.availability.available,
      },
      log,
    );
  } else if (options.feed && options.feed !== 'none') {
    feed = options.feed;
  }

  const writes = new Map<number, Promise<void>>();
  const storedListeners = new Set<(gameId: number) => Promise<void>>();
  const champs = new Map(catalog.championships.map((c) => [c.id, c]));
  const afterStored = async (gameId: number) => {
    for (const listener of [...storedListeners]) {
      await listener(gameId).catch((err: unknown) =>
        log?.error({ err, gameId }, 'a listener of a stored sports result failed'),
      );
    }
  };
  const recordResult = (gameId: number) => {
    const game = state.game(gameId);
    const champ = game ? champs.get(game.champId) : undefined;
    if (!game || !champ) return;
    const result = gameResult(game, champ, Math.floor(clock.now() / 1000));
    const before = writes.get(gameId) ?? Promise.resolve();
    const write: Promise<void> = before
      .then(() => storeResult(result))
      .then(
        () => afterStored(gameId),
        (err: unknown) => log?.error({ err, gameId }, 'storing a sports result failed'),
      )
      .finally(() => {
        if (writes.get(gameId) === write) writes.delete(gameId);
      });
    writes.set(gameId, write);
  };
  let unsubscribe: (() => void) | null = null;
  let started = false;
  let closing = false;
  /** A result met a database outage: it is stored once the database answers (until close). */
  const storeResult = async (result: GameResult) => {
    for (;;) {
      try {
        await insertResult(database.db, result);
        return;
      } catch (err) {
        if (closing || !isDatabaseUnavailable(err)) throw err;
        database.availability.suspect();
        await delay(RESULT_RETRY_MS);
      }
    }
  };

  return {
    state,
    feed,
    seed,
    clock,
    onResultStored(listener) {
      storedListeners.add(listener);
      return () => storedListeners.delete(listener);
    },
    resultStored(gameId) {
      return writes.get(gameId) ?? Promise.resolve();
    },
    start() {
      if (!feed || started) return;
      started = true;
      unsubscribe = feed.onDelta((delta) => {
        // A game restored finished (feedPersistence.ts) may have ended just before a crash,
        // its result not stored yet: storing it again is harmless (the first result stands).
        const ended = delta.finished || delta.created?.isFinished === true;
        if (state.applyDelta(delta) && ended) recordResult(delta.gameId);
      });
      feed.start();
    },
    async close() {
      closing = true;
      feed?.stop();
      await feed?.stopped?.();
      unsubscribe?.();
      await Promise.allSettled([...writes.values()]);
    },
  };
}
