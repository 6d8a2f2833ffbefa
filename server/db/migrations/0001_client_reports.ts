import type { Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, notNull, nullable } from './columns';
import { createIndex, dropTables } from './steps';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_reports')
    .$call(alwaysIdentityId)
    .$call(notNull({ brand: 'text', kind: 'text', message: 'text' }))
    .$call(nullable({ path: 'text', url: 'text', user_agent: 'text' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'client_reports_created_at_idx', 'client_reports', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'client_reports');
}
