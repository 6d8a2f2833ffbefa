import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_DELAY_MS,
  ANALYTICS_STORAGE_MS,
  isRegistrationPath,
  type AnalyticsBatch,
  type AnalyticsCounters,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type PerformanceReport,
} from '../../domain/app/analyticsContract';
import type { Scheduler } from '../scheduler';

export const ANALYTICS_QUEUE_KEY = 'analytics_queue';
export const ANALYTICS_CLIENT_KEY = 'analytics_client_id';
/** SPEC section 3 counters (stores/analytics/analyticsCounters.ts, loaded when a dialog opens). */
export const ANALYTICS_COUNTERS_KEY = 'analytics_counters';

/** What the counters module gives the batches, and hears of each event. */
export interface CounterSource {
  counters: () => AnalyticsCounters | null;
  tracked: (name: AnalyticsEventName) => void;
}

export interface AnalyticsDeps {
  /** POSTs a batch to /bff-api/analytics; resolves whether the server stored it. */
  send: (batch: AnalyticsBatch) => Promise<boolean>;
  /** localStorage: events not yet sent wait here (SPEC section 9: 24 h). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  scheduler: Scheduler;
  /** Whether the customer consented (cookie consent, marketing). */
  consented: () => boolean;
  newClientId: () => string;
}

/**
 * The site's own analytics (SPEC sections 7 and 9): events are recorded only with the customer's
 * consent, sent in batches 10 s after the first of them (at once on registration pages), kept in
 * storage while they cannot be sent, for 24 h at most. Withdrawn consent forgets everything.
 */
export class AnalyticsStore {
  private queue: AnalyticsEvent[] = [];
  private timer: unknown = null;
  private sending = false;
  private counterSource: CounterSource | null = null;
  private performance: PerformanceReport | null = null;
  private counterIds: string[] = [];

  constructor(private readonly deps: AnalyticsDeps) {
    if (deps.consented()) this.queue = this.fresh(this.readQueue());
    else this.forget();
  }

  /** Events waiting to be sent (for tests and the report of what is kept). */
  get pending(): readonly AnalyticsEvent[] {
    return this.queue;
  }

  /** SPEC section 3 counters: sent with each batch from now on. */
  attachCounters(source: CounterSource): void {
    this.counterSource = source;
  }

  /** The analytics counters of this domain (SPEC section 7): their ids go with each batch. */
  attachCounterIds(ids: string[]): void {
    this.counterIds = ids;
  }

  /** SPEC section 9 "Performance report 10 s": sent now, with what waits (consent permitting). */
  reportPerformance(report: PerformanceReport): Promise<void> {
    if (!this.deps.consented()) return Promise.resolve();
    this.performance = report;
    return this.flush();
  }

  track(name: AnalyticsEventName, path: string): void {
    if (!this.deps.consented()) return;
    this.counterSource?.tracked(name);
    this.queue.push({ name, path: path.split(/[?#]/)[0] || '/', at: this.deps.scheduler.now() });
    this.writeQueue();
    if (isRegistrationPath(path)) void this.flush();
    else this.schedule();
  }

  /** Consent given: what waits goes out; withdrawn: the queue and the browser id are deleted. */
  consentChanged(): void {
    if (this.deps.consented()) this.schedule();
    else this.forget();
  }

  /** Sends what waits (the connection is back, the page is hidden). */
  async flush(): Promise<void> {
    this.cancelTimer();
    if (this.sending) return;
    if (!this.deps.consented()) return this.forget();
    this.queue = this.fresh(this.queue);
    this.sending = true;
    try {
      while (this.queue.length > 0 || this.performance !== null) {
        const events = this.queue.slice(0, ANALYTICS_BATCH_MAX);
        const batch: AnalyticsBatch = { clientId: this.clientId(), events };
        const counters = this.counterSource?.counters() ?? null;
        if (counters) batch.counters = counters;
        if (this.counterIds.length > 0) batch.counterIds = this.counterIds;
        const performance = this.performance;
        if (performance) batch.performance = performance;
        const stored = await this.deps.send(batch).catch(() => false);
        // Not sent (offline, refused): kept in storage and tried again with the next event; the
        // performance report is not kept (it is of this page load only).
        this.performance = null;
        if (!stored) return;
        this.queue = this.queue.slice(events.length);
        this.writeQueue();
      }
    } finally {
      this.sending = false;
    }
  }

  private schedule(): void {
    if (this.timer !== null || this.queue.length === 0) return;
    this.timer = this.deps.scheduler.setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ANALYTICS_DELAY_MS);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  private fresh(events: AnalyticsEvent[]): AnalyticsEvent[] {
    const oldest = this.deps.scheduler.now() - ANALYTICS_STORAGE_MS;
    return events.filter((e) => e.at >= oldest);
  }

  private clientId(): string {
    const known = this.deps.storage?.getItem(ANALYTICS_CLIENT_KEY);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const id = this.deps.newClientId();
    this.deps.storage?.setItem(ANALYTICS_CLIENT_KEY, id);
    return id;
  }

  private forget(): void {
    this.cancelTimer();
    this.queue = [];
    this.deps.storage?.removeItem(ANALYTICS_QUEUE_KEY);
    this.deps.storage?.removeItem(ANALYTICS_CLIENT_KEY);
    this.deps.storage?.removeItem(ANALYTICS_COUNTERS_KEY);
    this.performance = null;
  }

  private readQueue(): AnalyticsEvent[] {
    try {
      const parsed: unknown = JSON.parse(this.deps.storage?.getItem(ANALYTICS_QUEUE_KEY) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(
            (e): e is AnalyticsEvent =>
              typeof e === 'object' &&
              e !== null &&
              typeof (e as AnalyticsEvent).name === 'string' &&
              typeof (e as AnalyticsEvent).path === 'string' &&
              typeof (e as AnalyticsEvent).at === 'number',
          )
        : [];
    } catch {
      return [];
    }
  }

  private writeQueue(): void {
    try {
      if (this.queue.length === 0) this.deps.storage?.removeItem(ANALYTICS_QUEUE_KEY);
      else this.deps.storage?.setItem(ANALYTICS_QUEUE_KEY, JSON.stringify(this.queue));
    } catch {
      // Storage full or disabled: the events live in memory for this page only.
    }
  }
}
