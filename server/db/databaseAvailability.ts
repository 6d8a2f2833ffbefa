// Whether PostgreSQL can be reached, as this process last saw it. A connection the server ended
// (a restart, a failover, pg_terminate_backend) or a database that refuses connections is an
// outage, not a bug: the request that met it answers 503 (server/http/errorHandling.ts), the
// process stays up, and a probe (`select 1`) runs until the database answers again. Readiness
// (/readyz), the feed and the live streams follow what this says.

/** SQLSTATEs and socket errors that mean "no database now", not "this statement is wrong". */
const UNAVAILABLE_CODES = new Set([
  // Class 08: connection exception.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Operator intervention: admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now.
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections.
  '53300',
  // The node socket's own.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  // ALTER DATABASE ... ALLOW_CONNECTIONS false (SQLSTATE 55000, which other errors share).
  /is not currently accepting connections/,
  /Client was closed/,
];

/** Causes are followed this deep (a cycle of causes must not loop). */
const MAX_DEPTH = 5;

/** Whether `err` (or one of its causes) says the database cannot be reached now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  if (
    err instanceof AggregateError &&
    err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(err.cause, depth + 1);
}

export interface DatabaseAvailabilityOptions {
  /** Asks the database something trivial; rejects when it cannot answer. */
  probe: () => Promise<void>;
  /** Between probes while the database is away. */
  probeEveryMs?: number;
  /** A probe that has not answered by then failed. */
  probeTimeoutMs?: number;
}

/** While the database is away, a probe every second: back within about a second of its return. */
export const PROBE_EVERY_MS = 1_000;
export const PROBE_TIMEOUT_MS = 3_000;

/**
 * The process's view of the database. Anything that meets a connection error calls `suspect`;
 * a probe then decides: it answers, nothing changes (one connection was ended, the others are
 * fine); it does not, the database is away until a later probe answers.
 */
export class DatabaseAvailability {
  private isAvailable = true;
  private probing: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly listeners = new Set<(available: boolean) => void>();
  private readonly probeEveryMs: number;
  private readonly probeTimeoutMs: number;

  constructor(private readonly opts: DatabaseAvailabilityOptions) {
    this.probeEveryMs = opts.probeEveryMs ?? PROBE_EVERY_MS;
    this.probeTimeoutMs = opts.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  }

  /** Whether the last word on the database was that it answers. */
  get available(): boolean {
    return this.isAvailable;
  }

  /** Called with the new state when the database goes away or comes back; returns the remover. */
  onChange(listener: (available: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Something met a connection error: probe now (once at a time). */
  suspect(): void {
    if (this.closed) return;
    void this.check();
  }

  /** Probes now (or joins the probe under way) and answers whether the database answered. */
  check(): Promise<boolean> {
    if (this.closed) return Promise.resolve(this.isAvailable);
    this.probing ??= this.probeOnce().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /** Stops probing (the server closes). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async probeOnce(): Promise<boolean> {
    let answered: boolean;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.opts.probe(),
        new Promise((_resolve, reject) => {
          timeout = setTimeout(() => reject(new Error('probe timed out')), this.probeTimeoutMs);
        }),
      ]);
      answered = true;
    } catch {
      answered = false;
    } finally {
      clearTimeout(timeout);
    }
    this.set(answered);
    return answered;
  }

  private set(available: boolean): void {
    if (!available && !this.closed) {
      // Keep probing until it answers.
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.suspect(), this.probeEveryMs);
      this.timer.unref();
    }
    if (available === this.isAvailable) return;
    this.isAvailable = available;
    for (const listener of [...this.listeners]) listener(available);
  }
}
