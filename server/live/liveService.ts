import { randomUUID } from 'node:crypto';
import type { GameDelta } from '../../domain/sports/types';
import type { SportsFeed } from '../sports/feed/types';
import type { SportsState } from '../sports/state/sportsState';
import { StartupRefusal } from '../startupRefusal';
import { LeaderGatedFeed } from './leaderGatedFeed';
import { createInProcessBus, type LiveBus } from './liveBus';
import { liveGamesOf } from './liveGames';
import { LiveHub, type LiveHubOptions, type LiveHubStats } from './liveHub';
import { HEARTBEAT_EVERY_MS } from './liveLimits';
import { createRedisBus, type RedisLiveBus } from './redisBus';
import { RedisLease, type LeaseOptions } from './redisLease';
import { namespaceOfRedisUrl, redisLiveNames, type RedisLiveNames } from './redisNames';
import { answerSnapshotRequest, requestSnapshot, SNAPSHOT_WAIT_MS } from './snapshotExchange';

/** How long start-up waits for Redis before refusing to start. */
export const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/**
 * single: no Redis, this process produces and serves. leader: holds the Redis lease and runs the
 * feed. follower: applies the leader's deltas. starting: catching up, not serving yet.
 */
export type LiveRole = 'single' | 'leader' | 'follower' | 'starting';

export interface LiveLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LiveServiceOptions {
  /** The sports runtime's state: its feed (if any) applies deltas to it; so does the bus. */
  state: SportsState;
  /**
   * The sports runtime's feed, whose deltas this service publishes on the bus, or null (this
   * process only serves). With Redis it must be a LeaderGatedFeed: it produces only under the lease.
   */
  feed: SportsFeed | null;
  /** Redis pub/sub and the feed lease; without it, one process with an in-process bus. */
  redisUrl?: string;
  /** Redis names (default `live:<db of REDIS_URL>`); tests use their own. */
  redisNamespace?: string;
  log: LiveLog;
  hub?: Omit<LiveHubOptions, 'games'>;
  /** Heartbeat period; 0 leaves heartbeats to the caller of hub.heartbeat() (tests). */
  heartbeatEveryMs?: number;
  /** How long to wait for a running process's snapshot (default SNAPSHOT_WAIT_MS). */
  snapshotWaitMs?: number;
  /** How long start-up waits for Redis (default REDIS_CONNECT_TIMEOUT_MS). */
  redisConnectTimeoutMs?: number;
  lease?: Pick<LeaseOptions, 'ttlMs' | 'renewEveryMs'>;
}

export interface LiveStats extends LiveHubStats {
  role: LiveRole;
  bus: LiveBus['kind'];
}

/**
 * Feed → bus → SportsState → hub → clients. Exactly one process runs the feed: without Redis
 * this one; with Redis the holder of the lease (its feed applies its deltas to its own state and
 * publishes them), while the others start from a snapshot a running process sends them and then
 * apply the bus's deltas. The hub pushes every delta the state applied, whatever its source.
 */
/** Unanswered snapshot requests between two warnings that a starting process still waits. */
const SNAPSHOT_WARN_EVERY = 15;

/** Whether some process holds the feed lease (an unreadable lease counts as none). */
async function leaderExists(bus: RedisLiveBus, names: RedisLiveNames): Promise<boolean> {
  try {
    return (await bus.commands.exists(names.leader)) === 1;
  } catch {
    return false;
  }
}

export class LiveService {
  readonly hub: LiveHub;
  private readonly state: SportsState;
  private readonly opts: LiveServiceOptions;
  /** This process among those sharing Redis (lease owner, connection names). */
  readonly owner = randomUUID();
  private bus: LiveBus | undefined;
  private lease: RedisLease | undefined;
  private readonly cleanups: (() => void)[] = [];
  /** Deltas that arrive while this process waits for its snapshot. */
  private buffered: GameDelta[] | undefined;
  private currentRole: LiveRole = 'starting';
  private stopped = false;

  constructor(opts: LiveServiceOptions) {
    this.opts = opts;
    this.state = opts.state;
    this.hub = new LiveHub({ ...opts.hub, games: liveGamesOf(opts.state) });
  }

  /**
   * What this process is to the feed. A process that took the lease is 'leader' once its feed
   * produces: a takeover first restores the games the last leader saved, and until then test
   * control and the stats would speak of a feed that is not running yet ('starting').
   */
  get role(): LiveRole {
    const feed = this.opts.feed;
    if (this.currentRole === 'leader' && feed instanceof LeaderGatedFeed && !feed.isRunning) {
      return 'starting';
    }
    return this.currentRole;
  }

  /** Serving clients: the state is current (not waiting for a snapshot) and not stopped. */
  get isReady(): boolean {
    return !this.stopped && this.currentRole !== 'starting';
  }

  /** Redis is configured and both connections (commands, subscriber) are up; true without Redis. */
  get redisReady(): boolean {
    const bus = this.bus;
    if (!this.opts.redisUrl) return true;
    return bus?.kind === 'redis' && (bus as RedisLiveBus).connected();
  }

  /** Publishes a delta as the producer does (the feed, or a test trigger). */
  publish(delta: GameDelta): void {
    this.bus?.publish(delta);
  }

  async start(): Promise<void> {
    const { state, feed } = this.opts;
    this.cleanups.push(state.onApplied((delta) => this.hub.dispatch(delta)));
    const heartbeatEveryMs = this.opts.heartbeatEveryMs ?? HEARTBEAT_EVERY_MS;
    if (heartbeatEveryMs > 0) {
      const timer = setInterval(() => this.hub.heartbeat(), heartbeatEveryMs);
      timer.unref();
      this.cleanups.push(() => clearInterval(timer));
    }
    if (!this.opts.redisUrl) {
      const bus = (this.bus = createInProcessBus());
      // The runtime applies its feed's deltas itself; the bus carries the others (test trigger).
      this.cleanups.push(bus.subscribe((delta) => state.applyDelta(delta)));
      this.currentRole = 'single';
      if (feed instanceof LeaderGatedFeed) feed.lead(state);
      return;
    }
    if (feed && !(feed instanceof LeaderGatedFeed)) {
      throw new Error('With REDIS_URL the feed must run under the lease (LeaderGatedFeed)');
    }
    const names = redisLiveNames(
      this.opts.redisNamespace ?? namespaceOfRedisUrl(this.opts.redisUrl),
    );
    const bus = createRedisBus(
      this.opts.redisUrl,
      names,
      (err) => this.opts.log.error(`live bus: ${err.message}`),
      `live-${this.owner.slice(0, 8)}`,
    );
    this.bus = bus;
    this.buffered = [];
    this.cleanups.push(
      bus.subscribe((delta) => {
        if (this.buffered) this.buffered.push(delta);
        else state.applyDelta(delta);
      }),
      bus.onControl((message) => {
        if (!this.isReady) return;
        answerSnapshotRequest(bus, names, state, message, (err) =>
          this.opts.log.error(`live snapshot: ${err.message}`),
        );
      }),
      bus.onReconnect(() => void this.resyncAfterOutage(bus, names)),
    );
    if (feed) this.cleanups.push(feed.onDelta((delta) => bus.publish(delta)));
    // A trader's suspension set on any process reaches the feed of the lease holder.
    if (feed instanceof LeaderGatedFeed) {
      feed.shareTraderSuspensions((suspension) =>
        bus.publishControl({ type: 'trader-suspension', origin: this.owner, ...suspension }),
      );
      this.cleanups.push(
        bus.onControl((message) => {
          if (message.type !== 'trader-suspension' || message.origin === this.owner) return;
          const { gameId, marketId, suspended } = message;
          feed.heardTraderSuspension({ gameId, marketId, suspended });
        }),
      );
    }
    await this.whenSubscribed(bus, this.opts.redisUrl);
    await this.catchUp(bus, names);
    this.currentRole = 'follower';
    // A process without a feed only serves: it never takes the lease from one that produces.
    if (!feed) return;
    this.lease = new RedisLease(bus.commands, {
      key: names.leader,
      owner: this.owner,
      ...this.opts.lease,
      onAcquired: () => {
        this.currentRole = 'leader';
        this.opts.log.info('live: this process holds the feed lease and runs the feed');
        feed?.lead(state);
      },
      onLost: () => {
        this.currentRole = 'follower';
        this.opts.log.info('live: feed lease lost; following another process');
        feed?.follow();
      },
      onError: (err) => this.opts.log.error(`live lease: ${err.message}`),
    });
    await this.lease.start();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const { feed } = this.opts;
    if (feed instanceof LeaderGatedFeed) {
      feed.follow();
      await feed.settled();
    }
    await this.lease?.stop();
    this.hub.endAll();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    await this.bus?.close();
  }

  /** Refuses to start (one clear line) rather than hang while Redis cannot be reached. */
  private async whenSubscribed(bus: RedisLiveBus, redisUrl: string): Promise<void> {
    const timeoutMs = this.opts.redisConnectTimeoutMs ?? REDIS_CONNECT_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([bus.ready(), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      await this.stop();
      throw new StartupRefusal(
        `REDIS_URL: no answer from Redis at ${new URL(redisUrl).host} within ${timeoutMs / 1000} s`,
      );
    }
  }

  stats(): LiveStats {
    return { role: this.role, bus: this.bus?.kind ?? 'in-process', ...this.hub.stats() };
  }

  /**
   * Asks the running processes for the current state and waits for the first answer. The
   * request travels on the bus after every delta published before it, so the snapshot plus the
   * deltas buffered since subscribing leave no gap (overlaps are dropped by seq).
   */
  /** Starts from the running processes' state, then applies the deltas buffered meanwhile. */
  private async catchUp(bus: RedisLiveBus, names: RedisLiveNames): Promise<void> {
    const waitMs = this.opts.snapshotWaitMs ?? SNAPSHOT_WAIT_MS;
    let snapshot = await requestSnapshot(bus, names, waitMs);
    // A process holds the feed lease, so there is state to start from: one busy starting its feed
    // may answer late, and a process that took its games' creation for an answer never learns
    // them (the created deltas went out before this one subscribed). So it asks for as long as
    // a lease holder exists, not a fixed number of times: on a loaded machine the leader's feed
    // took more than 15 requests (30 s) to start, and the follower then served an empty line for
    // good. Meanwhile this process is not ready (it serves no client); a leader that never
    // answers loses its lease when it stops renewing it, and then this one starts empty.
    for (
      let attempt = 1;
      !snapshot && !this.stopped && (await leaderExists(bus, names));
      attempt += 1
    ) {
      if (attempt % SNAPSHOT_WARN_EVERY === 0) {
        this.opts.log.warn(
          `live: the feed's lease holder has not sent its state after ${attempt} requests; still asking`,
        );
      }
      snapshot = await requestSnapshot(bus, names, waitMs);
    }
    if (snapshot) {
      this.state.restore(snapshot);
      this.opts.log.info('live: started from the state of a running process');
    } else {
      this.opts.log.info('live: no running process answered; starting from an empty state');
    }
    const buffered = this.buffered ?? [];
    this.buffered = undefined;
    for (const delta of buffered) this.state.applyDelta(delta);
  }

  /**
   * Deltas published while the connection was down are lost to this process: a follower takes
   * a fresh snapshot and sends its clients snapshots of their games. The leader's state is the
   * source and needs none.
   */
  private async resyncAfterOutage(bus: RedisLiveBus, names: RedisLiveNames): Promise<void> {
    if (this.currentRole !== 'follower' || this.buffered || this.stopped) return;
    this.buffered = [];
    this.currentRole = 'starting';
    await this.catchUp(bus, names);
    if (this.stopped) return;
    this.currentRole = this.lease?.isHeld ? 'leader' : 'follower';
    this.hub.resyncAll();
    this.opts.log.info('live: resynced after a lost Redis connection');
  }
}
