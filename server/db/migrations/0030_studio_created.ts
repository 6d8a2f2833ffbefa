import type { Kysely } from 'kysely';
import { createdAt, notNull } from './columns';
import { dropTables } from './steps';

// Resources the studio created (docs/back-office.md "Creating pages"): a page, part or dictionary
// no repository file ships. The row makes the resource exist for the studio (listed, opened,
// drafted, published, rolled back like a file's); `document` is what it starts from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_created')
    .$call(notNull({ brand: 'text', kind: 'text', id: 'text' }))
    .addColumn('template', 'text')
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .$call(createdAt)
    .addPrimaryKeyConstraint('studio_created_pk', ['brand', 'kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'studio_created');
}
