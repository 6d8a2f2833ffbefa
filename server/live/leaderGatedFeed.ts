import type { GameDelta } from '../../domain/sports/types';
import {
  feedControlOf,
  tradingControlOf,
  type FeedControl,
  type FinalScore,
  type SportsFeed,
} from '../sports/feed/types';
import type { SportsState } from '../sports/state/sportsState';

/** A feed that could not be made (the database away) is tried again this often. */
const CREATE_RETRY_MS = 2_000;

/** Makes the producer when this process becomes the leader, from the state it holds then. */
export type FeedFactory = (state: SportsState) => Promise<SportsFeed>;

/**
 * The feed of a process among several (REDIS_URL): the sports runtime starts and stops it as
 * usual, but it produces only while LiveService says this process holds the feed lease. Its
 * inner feed is made fresh at each takeover, so it continues from the state the bus built.
 */
export class LeaderGatedFeed implements SportsFeed, FeedControl {
  private readonly listeners = new Set<(delta: GameDelta) => void>();
  private inner: SportsFeed | undefined;
  private offInner: (() => void) | undefined;
  private wanted = false;
  private state: SportsState | undefined;
  private changes: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly createFeed: FeedFactory,
    private readonly onError: (err: Error) => void,
  ) {}

  /** The inner feed is producing. */
  get isRunning(): boolean {
    return this.inner !== undefined;
  }

  onDelta(listener: (delta: GameDelta) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.wanted = true;
    this.settle();
  }

  stop(): void {
    this.wanted = false;
    clearTimeout(this.retry);
    this.settle();
  }

  /** This process holds the lease: produce (once started), continuing from `state`. */
  lead(state: SportsState): void {
    this.state = state;
    this.settle();
  }

  /** Another process produces now. */
  follow(): void {
    this.state = undefined;
    this.settle();
  }

  /** Test control reaches the inner feed while this process produces (false otherwise). */
  finishGame(gameId: number, final: FinalScore): boolean {
    return feedControlOf(this.inner ?? null)?.finishGame(gameId, final) ?? false;
  }

  setCoef(outcomeId: number, coef: number): boolean {
    return feedControlOf(this.inner ?? null)?.setCoef(outcomeId, coef) ?? false;
  }

  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    return (
      tradingControlOf(this.inner ?? null)?.setTraderSuspension(gameId, marketId, suspended) ??
      false
    );
  }

  /** Resolves when the last start/stop/lead/follow has taken effect. */
  settled(): Promise<void> {
    return this.changes;
  }

  private settle(): void {
    this.changes = this.changes
      .then(async () => {
        const state = this.state;
        if (this.wanted && state && !this.inner) {
          let feed: SportsFeed;
          try {
            feed = await this.createFeed(state);
          } catch (err) {
            // The database may be away at a takeover: try again while this process leads.
            this.onError(err as Error);
            clearTimeout(this.retry);
            this.retry = setTimeout(() => this.settle(), CREATE_RETRY_MS);
            this.retry.unref();
            return;
          }
          // Leadership or the wish may have changed while the feed was being made.
          if (!this.wanted || this.state !== state) return;
          this.offInner = feed.onDelta((delta) => {
            for (const listener of this.listeners) listener(delta);
          });
          this.inner = feed;
          feed.start();
        } else if ((!this.wanted || !state) && this.inner) {
          const stopping = this.inner;
          stopping.stop();
          // Its last save is written before another process could be told to take over.
          await stopping.stopped?.();
          this.offInner?.();
          this.inner = undefined;
          this.offInner = undefined;
        }
      })
      .catch((err: unknown) => this.onError(err as Error));
  }
}
