// The push context's table as Kysely sees it (created by server/db/migrations/0020_app.ts).
import type { ColumnType, Generated } from 'kysely';

/** One browser's web push subscription of one customer. */
export interface PushSubscriptionsTable {
  id: Generated<string | number>;
  /** users.id: node-postgres reads a bigint as a string, PGlite as a number. */
  user_id: ColumnType<string | number, string | number, string | number>;
  brand: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}
