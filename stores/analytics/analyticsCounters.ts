// SPEC section 3 "Analytics counters" (authTryCounter, lastAuthPopUpCallTime, regTryCounter,
// lastRegCallTime, hasDone, socialData), counted in the browser when the sign-in dialog or
// registration opens, kept in storage for 24 h (SPEC section 9 "Analytics storage 24 h") and sent
// with the analytics batches (stores/analytics/AnalyticsStore.ts). app/createApp.ts imports this
// module when a dialog first opens, so it is not in the first page's chunk.
import { reaction } from 'mobx';
import {
  ANALYTICS_COUNTER_MAX,
  ANALYTICS_STORAGE_MS,
  type AnalyticsCounters,
  type AnalyticsEventName,
} from '../../domain/app/analyticsContract';
import { ANALYTICS_COUNTERS_KEY } from './AnalyticsStore';

type CounterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredCounters extends AnalyticsCounters {
  /** When the first of them was counted (epoch ms): they are kept 24 h from then. */
  since: number;
}

const fresh = (now: number): StoredCounters => ({
  authTryCounter: 0,
  lastAuthPopUpCallTime: null,
  regTryCounter: 0,
  lastRegCallTime: null,
  hasDone: false,
  socialData: null,
  since: now,
});

const isMoment = (v: unknown): v is number | null =>
  v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0);
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= ANALYTICS_COUNTER_MAX;

/** The counters kept in storage, or fresh ones when none are, they are unreadable or 24 h old. */
export function readCounters(storage: CounterStorage | undefined, now: number): StoredCounters {
  try {
    const parsed = JSON.parse(storage?.getItem(ANALYTICS_COUNTERS_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return fresh(now);
    const c = parsed as Partial<StoredCounters>;
    const valid =
      isCount(c.authTryCounter) &&
      isCount(c.regTryCounter) &&
      isMoment(c.lastAuthPopUpCallTime) &&
      isMoment(c.lastRegCallTime) &&
      typeof c.hasDone === 'boolean' &&
      (c.socialData === null ||
        (typeof c.socialData === 'string' && /^[a-z0-9_-]{1,32}$/.test(c.socialData))) &&
      typeof c.since === 'number';
    if (!valid || now - (c.since as number) >= ANALYTICS_STORAGE_MS || (c.since as number) > now) {
      return fresh(now);
    }
    return c as StoredCounters;
  } catch {
    return fresh(now);
  }
}

function update(
  storage: CounterStorage | undefined,
  now: number,
  change: (c: StoredCounters) => StoredCounters,
): StoredCounters {
  const next = change(readCounters(storage, now));
  try {
    storage?.setItem(ANALYTICS_COUNTERS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the counters are not kept.
  }
  return next;
}

const bump = (n: number) => Math.min(n + 1, ANALYTICS_COUNTER_MAX);

export const countSignInOpened = (storage: CounterStorage | undefined, now: number) =>
  update(storage, now, (c) => ({
    ...c,
    authTryCounter: bump(c.authTryCounter),
    lastAuthPopUpCallTime: now,
  }));

export const countRegistrationOpened = (storage: CounterStorage | undefined, now: number) =>
  update(storage, now, (c) => ({
    ...c,
    regTryCounter: bump(c.regTryCounter),
    lastRegCallTime: now,
  }));

/** A sign-in or registration went through. */
export const countDone = (storage: CounterStorage | undefined, now: number) =>
  update(storage, now, (c) => ({ ...c, hasDone: true }));

/** The social provider the customer went to sign in or register with. */
export const noteSocialAttempt = (
  storage: CounterStorage | undefined,
  now: number,
  providerId: string,
) =>
  /^[a-z0-9_-]{1,32}$/.test(providerId)
    ? update(storage, now, (c) => ({ ...c, socialData: providerId }))
    : readCounters(storage, now);

/** The counters as a batch carries them (without `since`); null when nothing was counted. */
export function countersToSend(
  storage: CounterStorage | undefined,
  now: number,
): AnalyticsCounters | null {
  const { since: _since, ...counters } = readCounters(storage, now);
  const counted =
    counters.authTryCounter > 0 ||
    counters.regTryCounter > 0 ||
    counters.hasDone ||
    counters.socialData !== null;
  return counted ? counters : null;
}

export interface CounterSources {
  authForm: { readonly isOpen: boolean; readonly isRegistrationOpen: boolean };
  analytics: {
    attachCounters(source: {
      counters: () => AnalyticsCounters | null;
      tracked: (name: AnalyticsEventName) => void;
    }): void;
  };
  /** Whether analytics are consented: nothing is counted or kept without it. */
  consented: () => boolean;
  storage: CounterStorage | undefined;
  now: () => number;
}

/**
 * Counts each opening of the sign-in dialog and of registration (those open when this starts
 * included), marks hasDone on a sign-in or registration event, and gives the counters to the
 * analytics batches. Returns the function that stops.
 */
export function followAnalyticsCounters(s: CounterSources): () => void {
  const count = (what: (storage: CounterStorage | undefined, now: number) => unknown) => {
    if (s.consented()) what(s.storage, s.now());
  };
  s.analytics.attachCounters({
    counters: () => (s.consented() ? countersToSend(s.storage, s.now()) : null),
    tracked: (name) => {
      if (name === 'login' || name === 'registration') count(countDone);
    },
  });
  const stopAuth = reaction(
    () => s.authForm.isOpen,
    (open) => {
      if (open) count(countSignInOpened);
    },
    { fireImmediately: true },
  );
  const stopReg = reaction(
    () => s.authForm.isRegistrationOpen,
    (open) => {
      if (open) count(countRegistrationOpened);
    },
    { fireImmediately: true },
  );
  return () => {
    stopAuth();
    stopReg();
  };
}
