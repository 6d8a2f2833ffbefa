// Analytics (SPEC sections 7 and 9): nothing is recorded, stored or sent without consent; batches
// go 10 s after an event, at once on registration pages; unsent events wait in storage for 24 h.
import { describe, expect, it } from 'vitest';
import type { AnalyticsBatch } from '../../domain/app/analyticsContract';
import {
  ANALYTICS_CLIENT_KEY,
  ANALYTICS_QUEUE_KEY,
  AnalyticsStore,
} from '../../stores/analytics/AnalyticsStore';
import { flush, manualScheduler } from './limitsFixtures';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setUp(opts: { consent: boolean; online?: boolean }) {
  const clock = manualScheduler();
  const storage = memoryStorage();
  const sent: AnalyticsBatch[] = [];
  const state = { consent: opts.consent, online: opts.online ?? true };
  const make = () =>
    new AnalyticsStore({
      send: async (batch) => {
        if (!state.online) return false;
        sent.push(batch);
        return true;
      },
      storage,
      scheduler: clock.scheduler,
      consented: () => state.consent,
      newClientId: () => 'client-0001',
    });
  return { clock, storage, sent, state, store: make(), make };
}

describe('analytics', () => {
  it('records, stores and sends nothing without consent', async () => {
    const { store, clock, storage, sent } = setUp({ consent: false });
    store.track('page_view', '/en/');
    store.track('registration', '/en/registration');
    await store.flush();
    await clock.advance(60_000);
    expect(sent).toEqual([]);
    expect(store.pending).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('sends a batch 10 s after the first event, without the query', async () => {
    const { store, clock, sent } = setUp({ consent: true });
    store.track('page_view', '/en/line?promo=x');
    await clock.advance(5_000);
    store.track('login', '/en/line');
    await clock.advance(4_999);
    expect(sent).toHaveLength(0);
    await clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.clientId).toBe('client-0001');
    expect(sent[0]!.events.map((e) => [e.name, e.path])).toEqual([
      ['page_view', '/en/line'],
      ['login', '/en/line'],
    ]);
  });

  it('sends at once on registration pages', async () => {
    const { store, sent } = setUp({ consent: true });
    store.track('page_view', '/ru/registration');
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('keeps unsent events in storage for 24 h, then drops them', async () => {
    const { store, clock, sent, state, storage, make } = setUp({ consent: true, online: false });
    store.track('deposit', '/en/office/recharge');
    store.track('bet_placed', '/en/line');
    await clock.advance(10_000);
    expect(sent).toHaveLength(0);
    expect(JSON.parse(storage.items.get(ANALYTICS_QUEUE_KEY)!)).toHaveLength(2);

    // The next page, online again within the day: what waited goes out.
    state.online = true;
    const again = make();
    await again.flush();
    expect(sent[0]!.events.map((e) => e.name)).toEqual(['deposit', 'bet_placed']);
    expect(storage.items.has(ANALYTICS_QUEUE_KEY)).toBe(false);

    state.online = false;
    again.track('page_view', '/en/');
    await clock.advance(24 * 3600 * 1000 + 1);
    state.online = true;
    await make().flush();
    expect(sent).toHaveLength(1);
  });

  it('forgets the queue and the browser id when consent is withdrawn', async () => {
    const { store, clock, sent, state, storage } = setUp({ consent: true, online: false });
    store.track('page_view', '/en/');
    await clock.advance(10_000);
    expect(storage.items.has(ANALYTICS_CLIENT_KEY)).toBe(true);
    state.consent = false;
    store.consentChanged();
    expect(storage.items.size).toBe(0);
    state.online = true;
    await store.flush();
    expect(sent).toEqual([]);
  });
});
