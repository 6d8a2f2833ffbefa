// SPEC section 9 "Performance report 10 s": the page load's navigation and paint timings, sent to
// the analytics endpoint (POST /bff-api/analytics, with consent) 10 s after load. app/createApp.ts
// imports this module when the browser is idle, so it is not in the first page's chunk.
import {
  PERFORMANCE_REPORT_DELAY_MS,
  PERFORMANCE_TIMING_MAX_MS,
  type PerformanceReport,
} from '../domain/app/analyticsContract';

type Timings = Pick<Performance, 'getEntriesByType' | 'now'>;

/** A timing the server accepts (ms since the navigation started), else null. */
function timing(ms: number | undefined): number | null {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0 || ms > PERFORMANCE_TIMING_MAX_MS) {
    return null;
  }
  return Math.round(ms);
}

/** The load's timings, from the navigation entry and the paint entries. */
export function collectPerformance(performance: Timings, path: string): PerformanceReport {
  const navigation = performance.getEntriesByType('navigation')[0] as
    Partial<PerformanceNavigationTiming> | undefined;
  const paint = (name: string) =>
    performance.getEntriesByType('paint').find((entry) => entry.name === name)?.startTime;
  return {
    path: path.split(/[?#]/)[0] || '/',
    ttfb: timing(navigation?.responseStart),
    domContentLoaded: timing(navigation?.domContentLoadedEventEnd),
    load: timing(navigation?.loadEventEnd),
    firstPaint: timing(paint('first-paint')),
    firstContentfulPaint: timing(paint('first-contentful-paint')),
  };
}

export interface PerformanceReportDeps {
  performance: Timings;
  /** The path of the page that loaded. */
  path: string;
  send: (report: PerformanceReport) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/** Sends the report once, 10 s after the load ended (at once if that was longer ago). */
export function schedulePerformanceReport(deps: PerformanceReportDeps): void {
  const navigation = deps.performance.getEntriesByType('navigation')[0] as
    Partial<PerformanceNavigationTiming> | undefined;
  const loadedAt = navigation?.loadEventEnd || deps.performance.now();
  const wait = Math.max(0, loadedAt + PERFORMANCE_REPORT_DELAY_MS - deps.performance.now());
  deps.setTimeout(() => void deps.send(collectPerformance(deps.performance, deps.path)), wait);
}
