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

export interface AnalyticsBatch {
  /** An anonymous id of this browser, made when consent was given. */
  clientId: string;
  events: AnalyticsEvent[];
}

export interface AnalyticsReport {
  brand: string;
  days: { day: string; counts: Partial<Record<AnalyticsEventName, number>> }[];
  /** Browsers that registered in the period, of them those that then deposited, then bet. */
  funnel: { registration: number; deposit: number; firstBet: number };
}

/** Registration pages send at once (SPEC section 9). */
export function isRegistrationPath(path: string): boolean {
  return /^\/[a-z]{2}\/registration(\/|$)/.test(path);
}
