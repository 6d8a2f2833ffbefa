// SPEC section 3 analytics counters: counted when the sign-in dialog or registration opens, kept
// in storage for 24 h (SPEC section 9), sent with the analytics batches, only with consent.
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../domain/app/analyticsContract';
import {
  countersToSend,
  followAnalyticsCounters,
  noteSocialAttempt,
  readCounters,
} from '../../stores/analytics/analyticsCounters';
import { ANALYTICS_COUNTERS_KEY, AnalyticsStore } from '../../stores/analytics/AnalyticsStore';
import { manualScheduler } from './limitsFixtures';

const DAY_MS = 24 * 3600 * 1000;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setUp(consent = true) {
  const clock = manualScheduler();
  const storage = memoryStorage();
  const sent: AnalyticsBatch[] = [];
  const state = { consent };
  const analytics = new AnalyticsStore({
    send: async (batch) => {
      sent.push(batch);
      return true;
    },
    storage,
    scheduler: clock.scheduler,
    consented: () => state.consent,
    newClientId: () => 'client-0001',
  });
  const authForm = observable({ isOpen: false, isRegistrationOpen: false });
  const stop = followAnalyticsCounters({
    authForm,
    analytics,
    consented: () => state.consent,
    storage,
    now: () => clock.scheduler.now(),
  });
  const open = (key: 'isOpen' | 'isRegistrationOpen', value: boolean) =>
    runInAction(() => {
      authForm[key] = value;
    });
  return { clock, storage, sent, state, analytics, open, stop };
}

describe('analytics counters', () => {
  it('counts each opening of sign-in and registration, and sends them with the events', async () => {
    const { clock, sent, analytics, open, storage } = setUp();
    const t0 = clock.scheduler.now();
    open('isOpen', true);
    open('isOpen', false);
    await clock.advance(1000);
    open('isOpen', true);
    open('isRegistrationOpen', true);
    expect(readCounters(storage, clock.scheduler.now())).toMatchObject({
      authTryCounter: 2,
      lastAuthPopUpCallTime: t0 + 1000,
      regTryCounter: 1,
      lastRegCallTime: t0 + 1000,
      hasDone: false,
      socialData: null,
    });
    noteSocialAttempt(storage, clock.scheduler.now(), 'google');
    analytics.track('login', '/en/');
    await analytics.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.counters).toEqual({
      authTryCounter: 2,
      lastAuthPopUpCallTime: t0 + 1000,
      regTryCounter: 1,
      lastRegCallTime: t0 + 1000,
      hasDone: true,
      socialData: 'google',
    });
  });

  it('keeps the counters 24 h: after that they start again', async () => {
    const { clock, storage, open } = setUp();
    open('isRegistrationOpen', true);
    await clock.advance(DAY_MS - 1);
    expect(readCounters(storage, clock.scheduler.now()).regTryCounter).toBe(1);
    await clock.advance(1);
    expect(readCounters(storage, clock.scheduler.now()).regTryCounter).toBe(0);
    expect(countersToSend(storage, clock.scheduler.now())).toBeNull();
    open('isRegistrationOpen', false);
    open('isRegistrationOpen', true);
    expect(readCounters(storage, clock.scheduler.now()).regTryCounter).toBe(1);
  });

  it('counts and keeps nothing without consent; withdrawn consent forgets them', async () => {
    const none = setUp(false);
    none.open('isOpen', true);
    expect(none.storage.items.has(ANALYTICS_COUNTERS_KEY)).toBe(false);

    const { state, storage, open, analytics } = setUp(true);
    open('isOpen', true);
    expect(storage.items.has(ANALYTICS_COUNTERS_KEY)).toBe(true);
    state.consent = false;
    analytics.consentChanged();
    expect(storage.items.has(ANALYTICS_COUNTERS_KEY)).toBe(false);
  });

  it('reads unreadable or tampered storage as fresh counters', () => {
    const storage = memoryStorage();
    for (const bad of ['{', '[]', JSON.stringify({ authTryCounter: -1, since: 0 })]) {
      storage.items.set(ANALYTICS_COUNTERS_KEY, bad);
      expect(readCounters(storage, 1000)).toMatchObject({ authTryCounter: 0, since: 1000 });
    }
    expect(noteSocialAttempt(storage, 1000, '<bad>').socialData).toBeNull();
  });
});
