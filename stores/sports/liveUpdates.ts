// Keeps the games on screen current: one server-sent events stream for the union of the games the
// views subscribed to (reference-counted), and polling at the SPEC section 9 intervals while the
// stream cannot be held.
import { action, computed, makeObservable, observable } from 'mobx';
import {
  createEventStream,
  type EventStream,
  type EventStreamOptions,
  type StreamTimers,
} from '../../runtime/api';
import type { GameDelta } from '../../domain/sports/types';

/** SPEC section 9 "Poll intervals": default 10 s; line 15 s; live 3, 5, 10 or 2 s by component. */
export const POLL_INTERVAL_MS = {
  default: 10_000,
  line: 15_000,
  live: 5_000,
} as const;
export const LIVE_POLL_CHOICES_MS = [2_000, 3_000, 5_000, 10_000] as const;
export type LivePollMs = (typeof LIVE_POLL_CHOICES_MS)[number];

/** The live stream of server/live (F): deltas of the subscribed games, resumable by event id. */
export const LIVE_STREAM_PATH = '/web-api/sports/live/stream';
/** server/live/liveLimits.ts MAX_GAMES_PER_STREAM: more games than this are polled. */
export const MAX_STREAM_GAMES = 500;
/** An event id of the live stream: `<gameId>:<seq>` (server/live/sseFrames.ts). */
const STREAM_CURSOR = /^[0-9]{1,10}:[0-9]{1,15}$/;
/**
 * Pushed changes are applied together at most this often: one MobX action and one React commit
 * per batch instead of one per event (at hundreds of changes a second, per-event commits would
 * keep the main thread busy); each changed cell still renders once.
 */
export const LIVE_APPLY_BATCH_MS = 100;
/** Subscriptions made in one render settle before the stream is reopened. */
export const RESUBSCRIBE_DELAY_MS = 50;
/** A stream URL longer than this leaves the held seqs out (the server then sends snapshots). */
export const MAX_STREAM_URL_LENGTH = 8_000;

/**
 * idle: nothing subscribed; connecting: the stream is opening; stream: deltas flow;
 * polling: the stream failed, the games are fetched at intervals (the stream keeps retrying).
 */
export type LiveMode = 'idle' | 'connecting' | 'stream' | 'polling';

export interface LiveClock extends StreamTimers {
  now(): number;
}

export interface LiveUpdatesDeps {
  clock: LiveClock;
  /** Applies what the stream pushed (delta and snapshot events), in order. */
  applyDeltas(deltas: GameDelta[]): void;
  /** Fetches fresh copies of these games (polling fallback); false when an answer failed. */
  poll(gameIds: number[]): Promise<boolean | void>;
  /** Whether a game is live now (live games poll faster than line ones). */
  isLive(gameId: number): boolean;
  /**
   * The seq of the copy held of a game (the read API's answer or the last delta applied; 0 or
   * undefined: none). The stream then sends only what came after it, not the whole game again.
   */
  heldSeq?(gameId: number): number | undefined;
  /** Opens the stream; createEventStream by default (tests give a fake EventSource through it). */
  openStream?: (options: EventStreamOptions) => EventStream;
}

export interface SubscribeOptions {
  /** SPEC section 9: live polling at 2, 3, 5 or 10 s by component (default 5 s). */
  livePollMs?: LivePollMs;
}

interface Subscription {
  gameIds: readonly number[];
  livePollMs: number;
}

export class LiveUpdates {
  mode: LiveMode = 'idle';
  /** Games the server said it does not know (finished and gone, or never existed). */
  unknownGameIds: number[] = [];
  /** Deltas whose JSON could not be read (counted, skipped). */
  malformedEvents = 0;
  /** The server said its prices are not current (its database is away; the feed stands still). */
  serverStale = false;
  /** The last poll, while the stream could not be held, failed. */
  pollFailed = false;

  private readonly deps: LiveUpdatesDeps;
  private readonly subscriptions = new Set<Subscription>();
  private readonly counts = new Map<number, number>();
  private stream: EventStream | null = null;
  private streamGameIds: number[] = [];
  private resubscribeTimer: unknown = null;
  private pollTimer: unknown = null;
  private applyTimer: unknown = null;
  private pending: GameDelta[] = [];
  private polling = false;

  constructor(deps: LiveUpdatesDeps) {
    this.deps = deps;
    makeObservable<this, 'setMode' | 'setUnknown' | 'countMalformed' | 'setStale'>(this, {
      mode: observable,
      unknownGameIds: observable.ref,
      malformedEvents: observable,
      serverStale: observable,
      pollFailed: observable,
      stale: computed,
      setMode: action,
      setUnknown: action,
      countMalformed: action,
      setStale: action,
    });
  }

  /**
   * The odds on screen may be out of date: the server says so, or neither the stream nor polling
   * reaches it. Views keep the last odds and say they are stale (sports:odds_stale).
   */
  get stale(): boolean {
    return this.serverStale || (this.mode === 'polling' && this.pollFailed);
  }

  /** The games at least one view subscribed to, ascending. */
  get gameIds(): number[] {
    return [...this.counts.keys()].sort((a, b) => a - b);
  }

  /** Subscribes a view to these games until the returned function is called (idempotent). */
  subscribe(gameIds: readonly number[], options: SubscribeOptions = {}): () => void {
    const subscription: Subscription = {
      gameIds: [...new Set(gameIds)],
      livePollMs: options.livePollMs ?? POLL_INTERVAL_MS.live,
    };
    this.subscriptions.add(subscription);
    let changed = false;
    for (const id of subscription.gameIds) {
      const count = this.counts.get(id) ?? 0;
      this.counts.set(id, count + 1);
      if (count === 0) changed = true;
    }
    if (changed) this.scheduleResubscribe();
    return () => {
      if (!this.subscriptions.delete(subscription)) return;
      let removed = false;
      for (const id of subscription.gameIds) {
        const count = (this.counts.get(id) ?? 1) - 1;
        if (count > 0) this.counts.set(id, count);
        else {
          this.counts.delete(id);
          removed = true;
        }
      }
      if (removed) this.scheduleResubscribe();
    };
  }

  /** Closes the stream and stops polling (the app unmounts, or a test ends). */
  dispose(): void {
    this.subscriptions.clear();
    this.counts.clear();
    this.cancelTimer('resubscribeTimer');
    this.cancelTimer('applyTimer');
    this.pending = [];
    this.stopPolling();
    this.stream?.stop();
    this.stream = null;
    this.streamGameIds = [];
    this.setMode('idle');
  }

  /** The interval polling uses now: the fastest live interval asked for when a game is live. */
  get pollIntervalMs(): number {
    let interval: number = POLL_INTERVAL_MS.line;
    for (const subscription of this.subscriptions) {
      if (subscription.gameIds.some((id) => this.deps.isLive(id))) {
        interval = Math.min(interval, subscription.livePollMs);
      }
    }
    return interval;
  }

  private scheduleResubscribe(): void {
    if (this.resubscribeTimer !== null) return;
    this.resubscribeTimer = this.deps.clock.setTimeout(() => {
      this.resubscribeTimer = null;
      this.resubscribe();
    }, RESUBSCRIBE_DELAY_MS);
  }

  private resubscribe(): void {
    const ids = this.gameIds;
    if (ids.length === 0) {
      this.stream?.stop();
      this.stream = null;
      this.streamGameIds = [];
      this.stopPolling();
      this.setMode('idle');
      return;
    }
    this.streamGameIds = ids.slice(0, MAX_STREAM_GAMES);
    if (!this.stream) {
      const open = this.deps.openStream ?? createEventStream;
      this.stream = open({
        url: (lastEventId) => this.streamUrl(lastEventId),
        events: ['subscribed', 'delta', 'snapshot', 'status'],
        onEvent: (event) => this.onEvent(event.type, event.data),
        onStatus: (status) => this.onStreamStatus(status),
        timers: this.deps.clock,
      });
      this.stream.start();
    } else {
      this.stream.restart();
    }
    if (this.mode === 'idle') this.setMode('connecting');
    if (ids.length > MAX_STREAM_GAMES) this.startPolling();
  }

  private streamUrl(lastEventId: string | null): string {
    const games = `${LIVE_STREAM_PATH}?games=${this.streamGameIds.join(',')}`;
    const heldSeq = this.deps.heldSeq;
    if (heldSeq) {
      // What the store holds of each game is at least what the last event id says: every event
      // received was applied or is pending, and a pending one is only sent again and skipped.
      const seqs = this.streamGameIds.map((id) => heldSeq(id) ?? 0);
      const url = `${games}&seqs=${seqs.join(',')}`;
      if (seqs.some((seq) => seq > 0) && url.length <= MAX_STREAM_URL_LENGTH) return url;
    }
    // The stream's event ids are `<gameId>:<seq>` cursors; anything else would only be refused.
    return lastEventId && STREAM_CURSOR.test(lastEventId) ? `${games}&since=${lastEventId}` : games;
  }

  private onEvent(type: string, data: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      this.countMalformed();
      return;
    }
    if (type === 'subscribed') {
      const unknown = (parsed as { unknown?: unknown }).unknown;
      this.setUnknown(Array.isArray(unknown) ? unknown.filter(Number.isInteger) : []);
      return;
    }
    if (type === 'status') {
      this.setStale('serverStale', (parsed as { stale?: unknown }).stale === true);
      return;
    }
    if (!isDelta(parsed)) {
      this.countMalformed();
      return;
    }
    this.pending.push(parsed);
    if (this.applyTimer === null) {
      this.applyTimer = this.deps.clock.setTimeout(() => this.applyPending(), LIVE_APPLY_BATCH_MS);
    }
  }

  private applyPending(): void {
    this.applyTimer = null;
    const deltas = this.pending;
    this.pending = [];
    this.deps.applyDeltas(deltas);
  }

  private onStreamStatus(status: string): void {
    if (status === 'open') {
      // A (re)opened stream is current unless the server says otherwise right after.
      this.setStale('serverStale', false);
      this.setMode('stream');
      if (this.gameIds.length <= MAX_STREAM_GAMES) this.stopPolling();
    } else if (status === 'failed') {
      this.setMode('polling');
      this.startPolling();
    }
  }

  private startPolling(): void {
    if (this.pollTimer !== null || this.polling) return;
    this.schedulePoll();
  }

  private schedulePoll(): void {
    this.pollTimer = this.deps.clock.setTimeout(() => {
      this.pollTimer = null;
      void this.pollOnce();
    }, this.pollIntervalMs);
  }

  private async pollOnce(): Promise<void> {
    const ids = this.mode === 'polling' ? this.gameIds : this.gameIds.slice(MAX_STREAM_GAMES);
    if (ids.length === 0) return;
    this.polling = true;
    try {
      const answered = await this.deps.poll(ids).then(
        (result) => result !== false,
        () => false,
      );
      this.setStale('pollFailed', !answered);
    } finally {
      this.polling = false;
    }
    const stillNeeded = this.mode === 'polling' || this.gameIds.length > MAX_STREAM_GAMES;
    if (stillNeeded && this.pollTimer === null) this.schedulePoll();
  }

  private stopPolling(): void {
    this.cancelTimer('pollTimer');
  }

  private cancelTimer(name: 'pollTimer' | 'resubscribeTimer' | 'applyTimer'): void {
    const handle = this[name];
    if (handle === null) return;
    this.deps.clock.clearTimeout(handle);
    this[name] = null;
  }

  private setMode(mode: LiveMode): void {
    this.mode = mode;
  }

  private setStale(which: 'serverStale' | 'pollFailed', stale: boolean): void {
    this[which] = stale;
  }

  private setUnknown(ids: number[]): void {
    this.unknownGameIds = ids;
  }

  private countMalformed(): void {
    this.malformedEvents += 1;
  }
}

function isDelta(value: unknown): value is GameDelta {
  if (value === null || typeof value !== 'object') return false;
  const delta = value as Partial<GameDelta>;
  return Number.isInteger(delta.gameId) && Number.isInteger(delta.seq);
}
