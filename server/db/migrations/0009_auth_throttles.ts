import type { Kysely } from 'kysely';

// Throttles of customer authentication kept in the database, so every server process sharing it
// enforces the same ones: the growing wait after failed sign-ins of an account
// (server/auth/signInDelay.ts) and the caps on codes sent to one phone or e-mail
// (server/auth/codeSendCaps.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_delays')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('code_send_counts')
    .addColumn('target', 'text', (c) => c.primaryKey())
    .addColumn('hour_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hour_count', 'integer', (c) => c.notNull())
    .addColumn('day_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('day_count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_send_counts').execute();
  await db.schema.dropTable('sign_in_delays').execute();
}
