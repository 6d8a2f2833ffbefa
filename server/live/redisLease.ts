import type { Redis } from 'ioredis';

/** How long the feed leader's lease lasts without renewal, and how often it is renewed or tried. */
export const LEASE_TTL_MS = 5_000;
export const LEASE_RENEW_EVERY_MS = 1_500;

// Renew or release only a lease this process still holds (another may have taken it over).
const RENEW_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface LeaseOptions {
  key: string;
  /** Unique per process. */
  owner: string;
  ttlMs?: number;
  renewEveryMs?: number;
  onAcquired(): void;
  onLost(): void;
  onError(err: Error): void;
}

/**
 * A lease on one Redis key (SET NX PX): whoever holds it is the only feed producer. The holder
 * renews it; when the holder dies the key expires and the next try of another process takes it.
 */
export class RedisLease {
  private held = false;
  private renewedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly ttlMs: number;
  private readonly renewEveryMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly opts: LeaseOptions,
  ) {
    this.ttlMs = opts.ttlMs ?? LEASE_TTL_MS;
    this.renewEveryMs = opts.renewEveryMs ?? LEASE_RENEW_EVERY_MS;
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** Tries at once, then keeps trying (or renewing) until stop(). */
  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.tick());
    }, this.renewEveryMs);
    this.timer.unref();
  }

  /** Stops trying and gives the lease back, so another process takes over at once. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    if (!this.held) return;
    this.held = false;
    await this.redis
      .eval(RELEASE_SCRIPT, 1, this.opts.key, this.opts.owner)
      .catch(this.opts.onError);
  }

  private async tick(): Promise<void> {
    try {
      if (this.held) {
        const renewed = await this.redis.eval(
          RENEW_SCRIPT,
          1,
          this.opts.key,
          this.opts.owner,
          String(this.ttlMs),
        );
        if (renewed === 1) this.renewedAt = Date.now();
        else this.lose();
      } else {
        const set = await this.redis.set(this.opts.key, this.opts.owner, 'PX', this.ttlMs, 'NX');
        if (set === 'OK') {
          this.held = true;
          this.renewedAt = Date.now();
          this.opts.onAcquired();
        }
      }
    } catch (err) {
      this.opts.onError(err as Error);
      // Unreachable Redis: past the TTL another process may hold the lease, so stop producing.
      if (this.held && Date.now() - this.renewedAt >= this.ttlMs) this.lose();
    }
  }

  private lose(): void {
    this.held = false;
    this.opts.onLost();
  }
}
