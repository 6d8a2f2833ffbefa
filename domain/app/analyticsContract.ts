// Analytics (SPEC sections 7 and 9): the client's own events, sent in batches to our server only,
// with the customer's consent; no third-party script.

export const ANALYTICS_PATHS = {
  /** POST AnalyticsBatch: 204 stored. */
  events: '/bff-api/analytics',
  /** GET ?brand=&days=: 200 AnalyticsReport (operators). */
  report: '/operator-api/analytics/report',
} as const;

/**
 * SPEC section 8 "Analytics error codes exist for login, registration, password recovery, phone and
 * e-mail binding, wallet, password change; values not shown": one event each, recorded when such
 * a call is refused or fails on the server (app/pwa/analyticsWiring.ts).
 */
export const ANALYTICS_ERROR_EVENT_NAMES = [
  'login_error',
  'registration_error',
  'password_recovery_error',
  'phone_binding_error',
  'email_binding_error',
  'wallet_error',
  'password_change_error',
] as const;

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'registration',
  'login',
  'deposit',
  'bet_placed',
  ...ANALYTICS_ERROR_EVENT_NAMES,
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** SPEC section 9: analytics are sent 10 s after the event, except on registration pages. */
export const ANALYTICS_DELAY_MS = 10_000;
/** SPEC section 9: events not yet sent are kept in storage for 24 h. */
export const ANALYTICS_STORAGE_MS = 24 * 3600 * 1000;
/** House rule: one batch carries at most this many events. */
export const ANALYTICS_BATCH_MAX = 50;
/** House rule: events are kept this many days on the server unless ANALYTICS_RETENTION_DAYS says. */
export const ANALYTICS_RETENTION_DAYS = 90;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The site path (no query: it may carry personal data). */
  path: string;
  /** Epoch ms when it happened. */
  at: number;
}

/**
 * SPEC section 3 "Analytics counters", counted in the browser and kept in storage for 24 h
 * (SPEC section 9 "Analytics storage 24 h"): openings of the sign-in dialog and of registration
 * and when the last one was (epoch ms), whether a sign-in or registration has been done since,
 * and the social provider of the last social sign-in or registration attempt.
 */
export interface AnalyticsCounters {
  authTryCounter: number;
  lastAuthPopUpCallTime: number | null;
  regTryCounter: number;
  lastRegCallTime: number | null;
  hasDone: boolean;
  socialData: string | null;
}

/** House rule: a counter above this is refused (no browser opens a dialog that often in 24 h). */
export const ANALYTICS_COUNTER_MAX = 10_000;

/**
 * SPEC section 9 "Performance report 10 s": navigation and paint timings of the page load, in ms
 * from the navigation start, sent once 10 s after load. A timing the browser does not give is null.
 */
export interface PerformanceReport {
  /** The path of the page that loaded (no query). */
  path: string;
  ttfb: number | null;
  domContentLoaded: number | null;
  load: number | null;
  firstPaint: number | null;
  firstContentfulPaint: number | null;
}

/** SPEC section 9: the report goes 10 s after load. */
export const PERFORMANCE_REPORT_DELAY_MS = 10_000;
/** House rule: a timing above 10 minutes is not a page load. */
export const PERFORMANCE_TIMING_MAX_MS = 600_000;
export const PERFORMANCE_TIMINGS = [
  'ttfb',
  'domContentLoaded',
  'load',
  'firstPaint',
  'firstContentfulPaint',
] as const;

export interface AnalyticsBatch {
  /** An anonymous id of this browser, made when consent was given. */
  clientId: string;
  /** At least one event, unless the batch carries the performance report. */
  events: AnalyticsEvent[];
  /** The SPEC section 3 counters as they are when the batch is sent. */
  counters?: AnalyticsCounters;
  performance?: PerformanceReport;
  /**
   * The counters of the site's domain (GET /web-api/analytics/counters) the events are recorded
   * under; the server keeps those that are the brand's for that domain.
   */
  counterIds?: string[];
}

export interface AnalyticsReport {
  brand: string;
  days: { day: string; counts: Partial<Record<AnalyticsEventName, number>> }[];
  /** Browsers that registered in the period, of them those that then deposited, then bet. */
  funnel: { registration: number; deposit: number; firstBet: number };
  /**
   * The period's events per counter and domain they were recorded under (SPEC section 7 counters
   * by domain and project id); events recorded under no counter are in `days` only.
   */
  counters: {
    counterId: string;
    domain: string;
    counts: Partial<Record<AnalyticsEventName, number>>;
  }[];
}

/** Registration pages send at once (SPEC section 9). */
export function isRegistrationPath(path: string): boolean {
  return /^\/[a-z]{2}\/registration(\/|$)/.test(path);
}
