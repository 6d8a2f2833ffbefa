import { sql, type Kysely } from 'kysely';
import { createdAt, identityId, notNull, userId } from './columns';

// The installable app's web push subscriptions (server/push/) and the consented analytics events
// (server/analytics/). A subscription belongs to one customer and one browser (its endpoint);
// events carry an anonymous per-browser id, never a customer id, and are swept after retention.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .$call(identityId)
    .$call(userId('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    // The push service's URL for this browser: one subscription per browser, the last one wins.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .$call(notNull({ p256dh: 'text', auth: 'text' }))
    // The language the notification is worded in (the customer's when they opted in).
    .addColumn('language', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('analytics_events')
    .$call(identityId)
    .$call(notNull({ brand: 'text', client_id: 'text', name: 'text' }))
    .addColumn('path', 'text')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The report (per brand and day) and the retention sweep (by time).
  await db.schema
    .createIndex('analytics_events_brand_time_idx')
    .on('analytics_events')
    .columns(['brand', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
