import type { Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, notNull, nullable } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_reports')
    .$call(alwaysIdentityId)
    .$call(notNull({ brand: 'text', kind: 'text', message: 'text' }))
    .$call(nullable({ path: 'text', url: 'text', user_agent: 'text' }))
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex('client_reports_created_at_idx')
    .on('client_reports')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_reports').execute();
}
