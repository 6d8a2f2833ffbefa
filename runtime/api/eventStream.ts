// A server-sent events client that stays connected: it reconnects with backoff, rebuilds the URL
// on every connection (so the caller can put its resume cursor and current subscription in it),
// and reports when the stream cannot be held so the caller can fall back to polling. It knows
// nothing of what the events mean.
import { systemClock } from '../parts/clock';

/** The part of the browser's EventSource this client uses (a fake of it in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface StreamTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * idle: not started or stopped; connecting: waiting for the server to answer; open: events flow;
 * failed: `failAfter` attempts in a row could not open it (it keeps trying, more slowly).
 */
export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'failed';

export interface StreamEvent {
  type: string;
  data: string;
  /** The `id:` of this event, or '' when it had none. */
  id: string;
}

export interface ReconnectPolicy {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export interface EventStreamOptions {
  /** The URL of each connection; `lastEventId` is the id of the last event received, or null. */
  url: (lastEventId: string | null) => string;
  /** The event names to listen to ("message" for events without a name). */
  events: readonly string[];
  onEvent: (event: StreamEvent) => void;
  onStatus?: (status: EventStreamStatus) => void;
  createSource?: EventSourceFactory;
  timers?: StreamTimers;
  reconnect?: Partial<ReconnectPolicy>;
  /** Attempts in a row that never opened before the status becomes 'failed'. */
  failAfter?: number;
}

export interface EventStream {
  readonly status: EventStreamStatus;
  readonly lastEventId: string | null;
  /** Connects (does nothing when already started). */
  start(): void;
  /** Closes the connection and opens a new one at once with a fresh URL (e.g. new subscription). */
  restart(): void;
  /** Closes the connection and cancels any reconnect. */
  stop(): void;
}

export const DEFAULT_RECONNECT: ReconnectPolicy = { initialMs: 1000, maxMs: 30_000, factor: 2 };
export const DEFAULT_FAIL_AFTER = 3;

function browserEventSource(url: string): EventSourceLike {
  return new EventSource(url) as unknown as EventSourceLike;
}

export function createEventStream(options: EventStreamOptions): EventStream {
  const createSource = options.createSource ?? browserEventSource;
  const timers = options.timers ?? systemClock;
  const policy: ReconnectPolicy = { ...DEFAULT_RECONNECT, ...options.reconnect };
  const failAfter = options.failAfter ?? DEFAULT_FAIL_AFTER;

  let status: EventStreamStatus = 'idle';
  let lastEventId: string | null = null;
  let source: EventSourceLike | null = null;
  let retryTimer: unknown = null;
  let failedAttempts = 0;
  let delay = policy.initialMs;

  const setStatus = (next: EventStreamStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const closeSource = () => {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const cancelRetry = () => {
    if (retryTimer === null) return;
    timers.clearTimeout(retryTimer);
    retryTimer = null;
  };

  const connect = () => {
    retryTimer = null;
    if (status !== 'failed') setStatus('connecting');
    let opened = false;
    const current = createSource(options.url(lastEventId));
    source = current;
    current.onopen = () => {
      if (source !== current) return;
      opened = true;
      failedAttempts = 0;
      delay = policy.initialMs;
      setStatus('open');
    };
    // The browser would retry by itself with the same URL; this client retries instead, so each
    // connection carries the current cursor and subscription, and failures are counted.
    current.onerror = () => {
      if (source !== current) return;
      closeSource();
      if (!opened) failedAttempts += 1;
      setStatus(failedAttempts >= failAfter ? 'failed' : 'connecting');
      retryTimer = timers.setTimeout(connect, delay);
      delay = Math.min(policy.maxMs, delay * policy.factor);
    };
    for (const type of options.events) {
      current.addEventListener(type, (event) => {
        if (source !== current) return;
        // The browser's last event id buffer: kept across events without `id:`, reset by `id:` alone.
        lastEventId = event.lastEventId || null;
        options.onEvent({ type, data: event.data, id: event.lastEventId ?? '' });
      });
    }
  };

  return {
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId;
    },
    start() {
      if (source || retryTimer !== null) return;
      connect();
    },
    restart() {
      cancelRetry();
      closeSource();
      connect();
    },
    stop() {
      cancelRetry();
      closeSource();
      failedAttempts = 0;
      delay = policy.initialMs;
      setStatus('idle');
    },
  };
}
