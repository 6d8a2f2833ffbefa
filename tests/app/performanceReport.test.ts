// SPEC section 9 "Performance report 10 s": the load's navigation and paint timings go to the
// analytics endpoint 10 s after load, with consent, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch, PerformanceReport } from '../../domain/app/analyticsContract';
import { collectPerformance, schedulePerformanceReport } from '../../app/performanceReport';
import { AnalyticsStore } from '../../stores/analytics/AnalyticsStore';
import { systemScheduler } from '../../stores/scheduler';

function fakePerformance(entries: Record<string, object[]>, start = 0) {
  const t0 = Date.now() - start;
  return {
    now: () => Date.now() - t0,
    getEntriesByType: (type: string) => (entries[type] ?? []) as PerformanceEntryList,
  };
}

const loaded = {
  navigation: [{ responseStart: 80.4, domContentLoadedEventEnd: 420, loadEventEnd: 700.6 }],
  paint: [
    { name: 'first-paint', startTime: 250 },
    { name: 'first-contentful-paint', startTime: 260.2 },
  ],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the performance report', () => {
  it('collects navigation and paint timings, whole ms, without the query', () => {
    expect(collectPerformance(fakePerformance(loaded), '/en/line?promo=1')).toEqual({
      path: '/en/line',
      ttfb: 80,
      domContentLoaded: 420,
      load: 701,
      firstPaint: 250,
      firstContentfulPaint: 260,
    });
  });

  it('gives null for what the browser does not give or cannot be a load', () => {
    const odd = fakePerformance({
      navigation: [{ responseStart: 0, domContentLoadedEventEnd: 10 * 60 * 1000 + 1 }],
    });
    expect(collectPerformance(odd, '/')).toEqual({
      path: '/',
      ttfb: null,
      domContentLoaded: null,
      load: null,
      firstPaint: null,
      firstContentfulPaint: null,
    });
  });

  it('is sent 10 s after the load ended, once', () => {
    const sent: PerformanceReport[] = [];
    // The page loaded at 700 ms; the module arrives at 2 s.
    schedulePerformanceReport({
      performance: fakePerformance(loaded, 2000),
      path: '/en/',
      send: (r) => sent.push(r),
      setTimeout: (run, ms) => setTimeout(run, ms),
    });
    vi.advanceTimersByTime(10_700 - 2000 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/en/', load: 701 });
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('goes to the analytics endpoint in a batch of its own, only with consent', async () => {
    const batches: AnalyticsBatch[] = [];
    const consent = { given: true };
    const analytics = new AnalyticsStore({
      send: async (batch) => {
        batches.push(batch);
        return true;
      },
      scheduler: systemScheduler,
      consented: () => consent.given,
      newClientId: () => 'client-0001',
    });
    const report = collectPerformance(fakePerformance(loaded), '/en/');
    await analytics.reportPerformance(report);
    expect(batches).toEqual([{ clientId: 'client-0001', events: [], performance: report }]);
    consent.given = false;
    await analytics.reportPerformance(report);
    expect(batches).toHaveLength(1);
  });
});
