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

/** A trader's suspension of an event (marketId null) or a market, or its release. */
export interface TraderSuspension {
  gameId: number;
  marketId: number | null;
  suspended: boolean;
}

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
  /**
   * The trader's suspensions in force, whichever process a trader set them on: each inner feed
   * made at a takeover starts with them (server/trading/suspensions.ts).
   */
  private readonly suspensions = new Map<string, TraderSuspension>();
  /** Tells the other processes of a suspension set here (LiveService: the Redis control channel). */
  private share: ((suspension: TraderSuspension) => void) | undefined;

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

  scoreGoal(gameId: number, side: 'home' | 'away'): boolean {
    return feedControlOf(this.inner ?? null)?.scoreGoal(gameId, side) ?? false;
  }

  /**
   * A trader's suspension set on this process: kept, applied while this process produces, and
   * shared with the others, so the lease holder's feed applies it wherever it was set. True: it
   * is in force (the producing feed may be another process's).
   */
  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    const suspension = { gameId, marketId, suspended };
    this.heardTraderSuspension(suspension);
    this.share?.(suspension);
    return true;
  }

  /** A trader's suspension another process shared: kept, applied while this process produces. */
  heardTraderSuspension(suspension: TraderSuspension): void {
    const { gameId, marketId, suspended } = suspension;
    const key = `${gameId}:${marketId ?? 0}`;
    if (suspended) this.suspensions.set(key, suspension);
    else this.suspensions.delete(key);
    tradingControlOf(this.inner ?? null)?.setTraderSuspension(gameId, marketId, suspended);
  }

  /** Where the suspensions set here go to the other processes. */
  shareTraderSuspensions(share: (suspension: TraderSuspension) => void): void {
    this.share = share;
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
          // The suspensions in force hold on the games this feed goes on with.
          const control = tradingControlOf(feed);
          for (const { gameId, marketId } of this.suspensions.values()) {
            control?.setTraderSuspension(gameId, marketId, true);
          }
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
