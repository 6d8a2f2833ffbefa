import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, identityId, notNull } from './columns';
import { createIndex, dropTables } from './steps';

// The installable app's web push subscriptions (server/push/) and the consented analytics events
// (server/analytics/). A subscription belongs to one customer and one browser (its endpoint);
// events carry an anonymous per-browser id, never a customer id, and are swept after retention.
export async function up(db: Kysely<unknown>): Promise<void> {
  await customerTable(db, 'push_subscriptions', 'cascade')
    .addColumn('brand', 'text', (c) => c.notNull())
    // The push service's URL for this browser: one subscription per browser, the last one wins.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .$call(notNull({ p256dh: 'text', auth: 'text' }))
    // The language the notification is worded in (the customer's when they opted in).
    .addColumn('language', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await createIndex(db, 'push_subscriptions_user_idx', 'push_subscriptions', ['user_id']);

  await db.schema
    .createTable('analytics_events')
    .$call(identityId)
    .$call(notNull({ brand: 'text', client_id: 'text', name: 'text' }))
    .addColumn('path', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The report (per brand and day) and the retention sweep (by time).
  await createIndex(db, 'analytics_events_brand_time_idx', 'analytics_events', [
    'brand',
    'occurred_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'analytics_events', 'push_subscriptions');
}
