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

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}
