// Analytics counters by domain and project id (SPEC sections 7, 8 and 9): the counters load 10 s
// after ready, at once on a registration page, only with consent; a failed load is logged only;
// once loaded, the batches carry the domain's counter ids.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COUNTERS_PATH } from '../../domain/analytics/contract';
import type { AnalyticsBatch } from '../../domain/app/analyticsContract';
import type { ApiResult } from '../../runtime/api';
import { scheduleCounterLoad } from '../../app/pwa/analyticsWiring';
import { AnalyticsStore } from '../../stores/analytics/AnalyticsStore';
import {
  loadCounterIds,
  startCounterIds,
  type CounterIdsDeps,
} from '../../stores/analytics/analyticsCounterIds';
import { manualScheduler } from '../stores/limitsFixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const delay = (run: () => void, ms: number) => setTimeout(run, ms);

describe('when the counters load', () => {
  it('not before 10 s after ready, then once', () => {
    const load = vi.fn();
    const page = scheduleCounterLoad(load, delay);
    page('/en/');
    vi.advanceTimersByTime(9_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    page('/en/registration');
    vi.advanceTimersByTime(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at once on a registration page, and not again at 10 s', () => {
    const load = vi.fn();
    const page = scheduleCounterLoad(load, delay);
    page('/en/sports');
    expect(load).not.toHaveBeenCalled();
    page('/ru/registration/phone');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function setUp(opts: { consent: boolean; answer: () => Promise<ApiResult<unknown>> }) {
  const state = { consent: opts.consent };
  const listeners: (() => void)[] = [];
  const paths: string[] = [];
  const attached: string[][] = [];
  const log = vi.fn<(message: string) => void>();
  const deps: CounterIdsDeps = {
    api: {
      getJson: <T>(path: string) => {
        paths.push(path);
        return opts.answer() as Promise<ApiResult<T>>;
      },
    },
    domain: 'aurora.localhost',
    projectId: 'aurora-web',
    consented: () => state.consent,
    onConsentChange: (run) => void listeners.push(run),
    attach: (ids) => void attached.push(ids),
    log,
  };
  const giveConsent = () => {
    state.consent = true;
    for (const run of listeners) run();
  };
  return { deps, paths, attached, log, giveConsent };
}

const counters = (ids: string[]) => () =>
  Promise.resolve<ApiResult<unknown>>({
    ok: true,
    data: { counters: ids.map((id) => ({ id, kind: 'first-party' })) },
  });

describe('loading the counters', () => {
  it("asks the domain's counters of the project and attaches their ids", async () => {
    const { deps, paths, attached, log } = setUp({
      consent: true,
      answer: counters(['aurora-mirror']),
    });
    await loadCounterIds(deps);
    expect(paths).toEqual([
      `${ANALYTICS_COUNTERS_PATH}?domain=aurora.localhost&projectId=aurora-web`,
    ]);
    expect(attached).toEqual([['aurora-mirror']]);
    expect(log).not.toHaveBeenCalled();
  });

  it('asks nothing without consent, and asks once consent is given', async () => {
    const { deps, paths, attached, giveConsent } = setUp({
      consent: false,
      answer: counters(['aurora-main']),
    });
    const loaded = loadCounterIds(deps);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(paths).toEqual([]);
    expect(attached).toEqual([]);
    giveConsent();
    await loaded;
    giveConsent();
    expect(paths).toHaveLength(1);
    expect(attached).toEqual([['aurora-main']]);
  });

  it('asks nothing for a brand without an analytics project', async () => {
    const { deps, paths } = setUp({ consent: true, answer: counters(['aurora-main']) });
    await loadCounterIds({ ...deps, projectId: undefined });
    expect(paths).toEqual([]);
  });

  it('logs a failed load only: nothing attached, nothing thrown', async () => {
    for (const answer of [
      () => Promise.resolve<ApiResult<unknown>>({ ok: false, status: 503, message: 'down' }),
      () =>
        Promise.resolve<ApiResult<unknown>>({ ok: true, data: { counters: [{ id: 'Bad Id' }] } }),
      () => Promise.reject(new Error('offline')),
    ]) {
      const { deps, attached, log } = setUp({ consent: true, answer });
      await expect(loadCounterIds(deps)).resolves.toBeUndefined();
      expect(attached).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/^counter load error: /);
    }
  });
});

describe("the app's stores", () => {
  it("ask the page's own domain with the brand's project, and the analytics store gets the ids", async () => {
    const paths: string[] = [];
    const attached: string[][] = [];
    const consentListeners: (() => void)[] = [];
    const stores = {
      config: { config: { analyticsProjectId: 'aurora-web' } },
      consent: {
        marketing: false,
        onChange: (run: () => void) => void consentListeners.push(run),
      },
      analytics: { attachCounterIds: (ids: string[]) => void attached.push(ids) },
    };
    const api = {
      getJson: <T>(path: string) => {
        paths.push(path);
        return counters(['aurora-main'])() as Promise<ApiResult<T>>;
      },
    };
    const loaded = startCounterIds(stores, api);
    expect(paths).toEqual([]);
    stores.consent.marketing = true;
    for (const run of consentListeners) run();
    await loaded;
    expect(paths).toEqual([
      `${ANALYTICS_COUNTERS_PATH}?domain=${location.hostname}&projectId=aurora-web`,
    ]);
    expect(attached).toEqual([['aurora-main']]);
  });
});

describe('batches with counter ids', () => {
  it('carry the ids once attached', async () => {
    const clock = manualScheduler();
    const sent: AnalyticsBatch[] = [];
    const store = new AnalyticsStore({
      send: (batch) => {
        sent.push(batch);
        return Promise.resolve(true);
      },
      scheduler: clock.scheduler,
      consented: () => true,
      newClientId: () => 'client-0001',
    });
    store.track('page_view', '/en/');
    await store.flush();
    expect(sent[0]?.counterIds).toBeUndefined();
    store.attachCounterIds(['aurora-main']);
    store.track('page_view', '/en/sports');
    await store.flush();
    expect(sent[1]?.counterIds).toEqual(['aurora-main']);
  });
});
