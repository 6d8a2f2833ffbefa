import type { Kysely } from 'kysely';
import { notNull } from './columns';
import { dropTables } from './steps';

// Throttles of customer authentication kept in the database, so every server process sharing it
// enforces the same ones: the growing wait after failed sign-ins of an account
// (server/auth/signInDelay.ts) and the caps on codes sent to one phone or e-mail
// (server/auth/codeSendCaps.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_delays')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .$call(notNull({ failures: 'integer', last_attempt_at: 'timestamptz' }))
    .$call(notNull({ blocked_until: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('code_send_counts')
    .addColumn('target', 'text', (c) => c.primaryKey())
    .$call(notNull({ hour_started_at: 'timestamptz', hour_count: 'integer' }))
    .$call(notNull({ day_started_at: 'timestamptz', day_count: 'integer' }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'code_send_counts', 'sign_in_delays');
}
