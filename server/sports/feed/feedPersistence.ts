// The simulated feed's games outlive its process. The process that runs the feed saves every game
// it changed (and every game in play) every few seconds, and at once when a game is created,
// finishes or goes; a restarted process, or the next holder of the feed lease, takes the feed
// over and goes on with the same games, so a customer's bet stays on the game they bet on and
// settles as usual. A takeover bumps the generation in `feed_state`; the saves of a process whose
// generation is no longer the latest change nothing (two leaders for a moment never mix).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { GameStatus, type GameDelta } from '../../../domain/sports/types';
import type { AppDatabase, DatabaseSchema } from '../../db/index';
import { periodsScore } from './sportSims';
import {
  SimulatedFeed,
  type SavedSimGame,
  type SavedSimulation,
  type SimulatedFeedOptions,
} from './simulatedFeed';
import type { FeedControl, FinalScore, SportsFeed, TradingControl } from './types';

/** How often the games in play are saved: a crash loses at most this much of their play. */
export const FEED_SAVE_EVERY_MS = 5_000;
/**
 * A restored game's deltas go on this far above its saved seq: above any delta the previous
 * process sent after its last save (at most one a tick), so every copy takes the restored state.
 */
export const RESTORED_SEQ_GAP = 1_000;

type Db = Kysely<DatabaseSchema>;

export interface FeedTakeover {
  generation: number;
  saved: SavedSimulation | undefined;
}

/** Takes the feed over: the next generation, and what the previous holder saved (if anything). */
export async function takeOverFeed(db: Db): Promise<FeedTakeover> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('feed_state')
      .values({ id: 1, generation: 0, state: null })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('feed_state')
      .select(['generation', 'state'])
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const generation = Number(row.generation) + 1;
    await trx
      .updateTable('feed_state')
      .set({ generation, updated_at: new Date() })
      .where('id', '=', 1)
      .execute();
    if (!row.state) return { generation, saved: undefined };
    const games = await trx.selectFrom('feed_games').select('state').execute();
    return { generation, saved: { meta: row.state, games: games.map((g) => g.state) } };
  });
}

/**
 * What a restarted feed goes on from: each game's seq past RESTORED_SEQ_GAP (and past `heldSeq`,
 * what this process's state already applied of it), and a game whose result was stored after the
 * last save shown finished with that result (the result stands).
 */
export async function restorable(
  db: Db,
  saved: SavedSimulation,
  nowMs: number,
  heldSeq: (gameId: number) => number | undefined = () => undefined,
): Promise<SavedSimulation> {
  const open = saved.games.filter((g) => !g.game.isFinished).map((g) => g.game.id);
  const results =
    open.length === 0
      ? []
      : await db
          .selectFrom('sport_results')
          .select(['game_id', 'score_home', 'score_away', 'periods', 'cancelled'])
          .where('game_id', 'in', open)
          .execute();
  const resultOf = new Map(results.map((r) => [Number(r.game_id), r]));
  const games = saved.games.map((entry): SavedSimGame => {
    const restored = structuredClone(entry);
    restored.seq = Math.max(restored.seq + RESTORED_SEQ_GAP, (heldSeq(restored.game.id) ?? 0) + 1);
    const result = resultOf.get(restored.game.id);
    if (result) {
      const { game } = restored;
      game.status = result.cancelled ? GameStatus.Cancelled : GameStatus.Finished;
      game.score = periodsScore(result.score_home, result.score_away, result.periods);
      game.isFinished = true;
      for (const market of game.markets) for (const o of market.outcomes) o.isBlocked = true;
      restored.finishedAt = nowMs;
    }
    return restored;
  });
  return { meta: saved.meta, games };
}

/** Saves a feed's games for its generation (see the file's head). */
export class FeedSaver {
  private readonly dirty = new Set<number>();
  private readonly removed = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  private off: (() => void) | undefined;
  private running: Promise<void> = Promise.resolve();
  private fenced = false;
  private failing = false;

  constructor(
    private readonly db: () => Db,
    private readonly feed: SimulatedFeed,
    private readonly generation: number,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly everyMs = FEED_SAVE_EVERY_MS,
  ) {}

  /** Saves every game now, then what changes. */
  start(): void {
    for (const id of this.feed.gameIds()) this.dirty.add(id);
    this.off = this.feed.onDelta((delta) => this.note(delta));
    this.timer = setInterval(() => this.flush(), this.everyMs);
    this.timer.unref();
    this.flush();
  }

  /** Stops, after a last save; resolves when it is written (or failed). */
  stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.off?.();
    this.flush();
    return this.running;
  }

  /** Resolves when the saves asked for so far are done (tests). */
  saved(): Promise<void> {
    return this.running;
  }

  private note(delta: GameDelta): void {
    if (delta.removed) {
      this.dirty.delete(delta.gameId);
      this.removed.add(delta.gameId);
    } else {
      this.dirty.add(delta.gameId);
    }
    // A new, finished or gone game is saved at once: a restart must not lose or revive it.
    if ((delta.created || delta.finished || delta.removed) && !this.soon) {
      this.soon = setImmediate(() => {
        this.soon = undefined;
        this.flush();
      });
    }
  }

  private flush(): void {
    this.running = this.running.then(() => this.save());
  }

  private async save(): Promise<void> {
    if (this.fenced) return;
    const ids = new Set([...this.dirty, ...this.feed.playingGameIds()]);
    const removed = [...this.removed];
    this.dirty.clear();
    this.removed.clear();
    const { meta, games } = this.feed.exportState(ids);
    try {
      const current = await this.db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('feed_state')
            .select('generation')
            .where('id', '=', 1)
            .forUpdate()
            .executeTakeFirst();
          if (!row || Number(row.generation) !== this.generation) return false;
          if (games.length > 0) {
            await trx
              .insertInto('feed_games')
              .values(games.map((g) => ({ game_id: g.game.id, state: JSON.stringify(g) })))
              .onConflict((oc) =>
                oc.column('game_id').doUpdateSet((eb) => ({
                  state: eb.ref('excluded.state'),
                  updated_at: new Date(),
                })),
              )
              .execute();
          }
          if (removed.length > 0) {
            await trx.deleteFrom('feed_games').where('game_id', 'in', removed).execute();
          }
          await trx
            .updateTable('feed_state')
            .set({ state: JSON.stringify(meta), updated_at: new Date() })
            .where('id', '=', 1)
            .execute();
          return true;
        });
      if (!current) {
        this.fenced = true;
        this.log?.info('sports: another process took the feed over; this one saves no more');
      }
      if (this.failing) this.log?.info('sports: the feed is saved again');
      this.failing = false;
    } catch (err) {
      // Tried again at the next save (the database may be away for a while).
      for (const id of ids) this.dirty.add(id);
      for (const id of removed) this.removed.add(id);
      if (!this.failing) this.log?.warn({ err }, 'sports: saving the feed failed; retrying');
      this.failing = true;
    }
  }
}

/** The simulated feed with its saver: started and stopped together. */
export class PersistedSimulatedFeed implements SportsFeed, FeedControl, TradingControl {
  private stopping: Promise<void> | undefined;

  constructor(
    readonly inner: SimulatedFeed,
    readonly saver: FeedSaver,
  ) {}

  start(): void {
    this.stopping = undefined;
    this.inner.start();
    this.saver.start();
  }

  stop(): void {
    this.inner.stop();
    this.stopping ??= this.saver.stop();
  }

  stopped(): Promise<void> {
    return this.stopping ?? Promise.resolve();
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    return this.inner.onDelta(listener);
  }

  finishGame(gameId: number, final: FinalScore): boolean {
    return this.inner.finishGame(gameId, final);
  }

  setCoef(outcomeId: number, coef: number): boolean {
    return this.inner.setCoef(outcomeId, coef);
  }

  scoreGoal(gameId: number, side: 'home' | 'away'): boolean {
    return this.inner.scoreGoal(gameId, side);
  }

  /** A trader's suspension (server/trading/suspensions.ts) reaches the simulator's games. */
  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    return this.inner.setTraderSuspension(gameId, marketId, suspended);
  }
}

/**
 * Takes the feed over and makes the simulated feed that goes on with what was saved (new games
 * are drawn only when nothing was), and saves it from then on.
 */
export async function persistedSimulatedFeed(
  database: AppDatabase,
  options: Omit<SimulatedFeedOptions, 'restore'>,
  log?: FastifyBaseLogger,
  heldSeq?: (gameId: number) => number | undefined,
): Promise<PersistedSimulatedFeed> {
  const db = database.db;
  const { generation, saved } = await takeOverFeed(db);
  const restore = saved ? await restorable(db, saved, options.clock.now(), heldSeq) : undefined;
  const feed = new SimulatedFeed({ ...options, ...(restore ? { restore } : {}) });
  if (restore) {
    log?.info({ games: restore.games.length }, 'sports: the feed goes on with its saved games');
  }
  return new PersistedSimulatedFeed(feed, new FeedSaver(() => db, feed, generation, log));
}
