// Analytics counters by domain and project id (SPEC section 7): the counters the site of this
// domain records its events under, asked of GET /web-api/analytics/counters. app/createApp.ts
// imports this module only when the counters are due (SPEC section 9: 10 s after ready, at once
// on a registration page), so it is not in the first page's chunk.
import {
  ANALYTICS_COUNTERS_MAX,
  ANALYTICS_COUNTERS_PATH,
  type AnalyticsCountersAnswer,
} from '../../domain/analytics/contract';
import type { ApiClient } from '../../runtime/api';

export interface CounterIdsDeps {
  api: Pick<ApiClient, 'getJson'>;
  /** The host name the site is served on. */
  domain: string;
  /** The brand's analytics project (site config analyticsProjectId); none: no counters. */
  projectId: string | undefined;
  /** The customer's analytics consent (the same the analytics store follows). */
  consented: () => boolean;
  /** Calls `run` each time the consent changes. */
  onConsentChange: (run: () => void) => void;
  /** Gives the analytics store the ids its batches carry from now on. */
  attach: (ids: string[]) => void;
  /** SPEC section 8 "Logged only: ... counter load error": never shown to the customer. */
  log: (message: string) => void;
}

const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The answer's counter ids, or null when it is not the contract's answer. */
function idsOf(answer: unknown): string[] | null {
  const counters = (answer as Partial<AnalyticsCountersAnswer> | null)?.counters;
  if (!Array.isArray(counters) || counters.length > ANALYTICS_COUNTERS_MAX) return null;
  const ids = counters.map((c: unknown) => (c as { id?: unknown } | null)?.id);
  return ids.every((id): id is string => typeof id === 'string' && ID.test(id)) ? ids : null;
}

/**
 * Loads this domain's counters once, with consent only: without it, when consent is given.
 * Resolves when loaded, failed (logged only) or not asked.
 */
export function loadCounterIds(deps: CounterIdsDeps): Promise<void> {
  const { projectId } = deps;
  if (!projectId) return Promise.resolve();
  return new Promise((resolve) => {
    let asked = false;
    const ask = () => {
      if (asked || !deps.consented()) return;
      asked = true;
      const query = new URLSearchParams({ domain: deps.domain, projectId });
      void deps.api
        .getJson<AnalyticsCountersAnswer>(`${ANALYTICS_COUNTERS_PATH}?${query.toString()}`)
        .then((answer) => {
          const ids = answer.ok ? idsOf(answer.data) : null;
          if (ids) deps.attach(ids);
          else {
            deps.log(
              `counter load error: ${answer.ok ? 'not a counters answer' : `${answer.status} ${answer.message}`}`,
            );
          }
        })
        .catch((error: unknown) => deps.log(`counter load error: ${String(error)}`))
        .finally(resolve);
    };
    if (deps.consented()) ask();
    else deps.onConsentChange(ask);
  });
}

/** What startCounterIds reads of the app's stores. */
export interface CounterIdsStores {
  config: { config: { analyticsProjectId?: string | undefined } };
  consent: { marketing: boolean; onChange(run: () => void): unknown };
  analytics: { attachCounterIds(ids: string[]): void };
}

/** The counters of the domain the page is served on, for the app's stores (app/createApp.ts). */
export function startCounterIds(
  stores: CounterIdsStores,
  api: Pick<ApiClient, 'getJson'>,
): Promise<void> {
  return loadCounterIds({
    api,
    domain: location.hostname,
    projectId: stores.config.config.analyticsProjectId,
    consented: () => stores.consent.marketing,
    onConsentChange: (run) => stores.consent.onChange(run),
    attach: (ids) => stores.analytics.attachCounterIds(ids),
    log: (message) => console.warn(message),
  });
}
