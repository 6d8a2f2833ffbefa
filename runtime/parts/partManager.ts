import type { ApiClient } from '../api/types';
import type { PartResponse } from '../schema/types';
import type { PreparedNode } from '../render/preparedNode';
import { systemClock, type Clock } from './clock';
import { fetchPart } from './partLoader';
import { assertTransition, type PartStatus } from './partState';
import type { PartStyleHost } from './partStyles';

/** SPEC section 4: automatic reload retries, default 3, first delay 1000 ms, doubling. */
export const PART_RETRY = { retries: 3, delayMs: 1000, backoff: 2 } as const;
/** SPEC section 4: manual reload is throttled to 1 s. */
export const PART_MANUAL_RELOAD_THROTTLE_MS = 1000;

export interface PartSnapshot {
  readonly status: PartStatus;
  readonly root: PreparedNode | null;
  readonly error: string | null;
}

export interface PartManager {
  /** Counts a user of the part (loading it if needed); the returned function releases it. */
  acquire(appName: string): () => void;
  snapshot(appName: string): PartSnapshot;
  subscribe(appName: string, listener: () => void): () => void;
  /** Manual reload (the failure view's button); false when throttled or not in error. */
  reload(appName: string): boolean;
  /** Hot reload: fetches a ready part again and swaps it in (ready -> not existing -> ready). */
  refresh(appName: string): Promise<void>;
  /** Every status change, in order (for tests and QA). */
  readonly history: readonly { appName: string; from: PartStatus; to: PartStatus }[];
}

export interface PartManagerDeps {
  api: ApiClient;
  /** Prepares a part body with the page renderer (and may preload its widgets). */
  prepare(part: PartResponse): PreparedNode | Promise<PreparedNode>;
  /** Loads the part's dictionaries before it shows. */
  loadDictionaries?(namespaces: readonly string[]): Promise<void>;
  /** The path the part is asked for, e.g. '/ru/about'. */
  currentPath?(): string;
  styles?: PartStyleHost;
  clock?: Clock;
  retry?: { retries: number; delayMs: number; backoff: number };
  manualReloadThrottleMs?: number;
  /** Reports a part that still fails after its retries (production). */
  reportFailures?: boolean;
}

interface PartEntry {
  readonly appName: string;
  status: PartStatus;
  snapshot: PartSnapshot;
  refs: number;
  retriesDone: number;
  timer: unknown;
  lastManualReload: number;
  /** Bumped on every load and unload so a late answer of an abandoned load is dropped. */
  generation: number;
  removeStyles: (() => void) | null;
  readonly listeners: Set<() => void>;
}

const NOT_EXISTING: PartSnapshot = Object.freeze({
  status: 'not-existing',
  root: null,
  error: null,
});

export function createPartManager(deps: PartManagerDeps): PartManager {
  const clock = deps.clock ?? systemClock;
  const retry = deps.retry ?? PART_RETRY;
  const throttleMs = deps.manualReloadThrottleMs ?? PART_MANUAL_RELOAD_THROTTLE_MS;
  const currentPath = deps.currentPath ?? (() => location.pathname);
  const entries = new Map<string, PartEntry>();
  const history: { appName: string; from: PartStatus; to: PartStatus }[] = [];

  function entryOf(appName: string): PartEntry {
    let entry = entries.get(appName);
    if (!entry) {
      entry = {
        appName,
        status: 'not-existing',
        snapshot: NOT_EXISTING,
        refs: 0,
        retriesDone: 0,
        timer: null,
        lastManualReload: -Infinity,
        generation: 0,
        removeStyles: null,
        listeners: new Set(),
      };
      entries.set(appName, entry);
    }
    return entry;
  }

  function move(entry: PartEntry, to: PartStatus, root: PreparedNode | null, error: string | null) {
    assertTransition(entry.status, to);
    history.push({ appName: entry.appName, from: entry.status, to });
    entry.status = to;
    entry.snapshot = to === 'not-existing' ? NOT_EXISTING : { status: to, root, error };
    for (const listener of [...entry.listeners]) listener();
  }

  async function fetchReady(
    entry: PartEntry,
  ): Promise<
    { ok: true; part: PartResponse; root: PreparedNode } | { ok: false; message: string }
  > {
    const answer = await fetchPart(deps.api, entry.appName, currentPath());
    if (!answer.ok) return { ok: false, message: answer.message };
    try {
      const root = await deps.prepare(answer.data);
      if (deps.loadDictionaries && answer.data.dictionaries.length > 0) {
        await deps.loadDictionaries(answer.data.dictionaries);
      }
      return { ok: true, part: answer.data, root };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  function showReady(entry: PartEntry, part: PartResponse, root: PreparedNode) {
    entry.removeStyles?.();
    entry.removeStyles = deps.styles ? deps.styles.attach(part) : null;
    entry.retriesDone = 0;
    move(entry, 'ready', root, null);
  }

  async function load(entry: PartEntry): Promise<void> {
    const generation = ++entry.generation;
    move(entry, 'loading', null, null);
    const result = await fetchReady(entry);
    if (generation !== entry.generation) return; // unloaded or restarted meanwhile
    if (result.ok) {
      showReady(entry, result.part, result.root);
      return;
    }
    move(entry, 'error', null, result.message);
    scheduleRetry(entry);
  }

  function scheduleRetry(entry: PartEntry) {
    if (entry.retriesDone >= retry.retries) {
      if (deps.reportFailures) {
        deps.api.report({
          kind: 'part-error',
          message: `part ${entry.appName}: ${entry.snapshot.error ?? ''}`,
        });
      }
      return;
    }
    const delay = retry.delayMs * retry.backoff ** entry.retriesDone;
    entry.retriesDone += 1;
    entry.timer = clock.setTimeout(() => {
      entry.timer = null;
      void load(entry);
    }, delay);
  }

  function cancelRetry(entry: PartEntry) {
    if (entry.timer !== null) clock.clearTimeout(entry.timer);
    entry.timer = null;
  }

  function unload(entry: PartEntry) {
    cancelRetry(entry);
    entry.generation += 1;
    entry.retriesDone = 0;
    entry.removeStyles?.();
    entry.removeStyles = null;
    if (entry.status !== 'not-existing') move(entry, 'not-existing', null, null);
  }

  return {
    history,
    acquire(appName) {
      const entry = entryOf(appName);
      entry.refs += 1;
      if (entry.status === 'not-existing') void load(entry);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.refs -= 1;
        if (entry.refs === 0) unload(entry);
      };
    },
    snapshot: (appName) => entries.get(appName)?.snapshot ?? NOT_EXISTING,
    subscribe(appName, listener) {
      const entry = entryOf(appName);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    reload(appName) {
      const entry = entries.get(appName);
      if (!entry || entry.status !== 'error') return false;
      const now = clock.now();
      if (now - entry.lastManualReload < throttleMs) return false;
      entry.lastManualReload = now;
      cancelRetry(entry);
      entry.retriesDone = 0;
      void load(entry);
      return true;
    },
    async refresh(appName) {
      const entry = entries.get(appName);
      if (!entry || entry.status !== 'ready') return;
      const generation = entry.generation;
      const result = await fetchReady(entry);
      if (!result.ok || generation !== entry.generation || entry.status !== 'ready') return;
      entry.generation += 1;
      move(entry, 'not-existing', null, null);
      showReady(entry, result.part, result.root);
    },
  };
}
