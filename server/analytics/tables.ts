// The analytics context's table as Kysely sees it (created by server/db/migrations/0020_app.ts).
import type { ColumnType, Generated } from 'kysely';

/** One consented client event: an anonymous browser id, never a customer id. */
export interface AnalyticsEventsTable {
  id: Generated<string | number>;
  brand: string;
  client_id: string;
  name: string;
  path: string | null;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The SPEC section 3 counters a browser last sent (server/db/migrations/0039_analytics_counters.ts). */
export interface AnalyticsCountersTable {
  brand: string;
  client_id: string;
  auth_tries: number;
  last_auth_popup_at: ColumnType<Date | null, Date | null, Date | null>;
  reg_tries: number;
  last_reg_at: ColumnType<Date | null, Date | null, Date | null>;
  has_done: boolean;
  social_data: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** SPEC section 9 "Performance report 10 s": one page load's timings, ms (null: not given). */
export interface AnalyticsPerformanceTable {
  id: Generated<string | number>;
  brand: string;
  client_id: string;
  path: string;
  ttfb_ms: number | null;
  dom_content_loaded_ms: number | null;
  load_ms: number | null;
  first_paint_ms: number | null;
  first_contentful_paint_ms: number | null;
  received_at: ColumnType<Date, Date | undefined, never>;
}

/**
 * The brand's counters of its domain an event was recorded under (a row each;
 * server/db/migrations/0047_analytics_event_counters.ts).
 */
export interface AnalyticsEventCountersTable {
  event_id: string | number;
  counter_id: string;
  domain: string;
}

export interface AnalyticsTables {
  analytics_event_counters: AnalyticsEventCountersTable;
  analytics_events: AnalyticsEventsTable;
  analytics_counters: AnalyticsCountersTable;
  analytics_performance: AnalyticsPerformanceTable;
}
