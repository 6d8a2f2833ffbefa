import { sql, type Kysely } from 'kysely';
import { createdAt, notNull } from './columns';
import { dropTables } from './steps';

/**
 * The studio's versioned content over the repository files: one draft per resource (brand, kind,
 * id), published versions, the version each brand serves, and preview links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The draft of a resource; `document` null = no draft. `revision` only grows (a stale editor
  // can never match a later draft by chance).
  await db.schema
    .createTable('studio_drafts')
    .$call(notNull({ brand: 'text', kind: 'text', resource_id: 'text' }))
    .addColumn('document', 'jsonb')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_id', 'bigint', (c) => c.references('operators.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('studio_drafts_pk', ['brand', 'kind', 'resource_id'])
    .execute();

  await db.schema
    .createTable('studio_versions')
    .$call(notNull({ brand: 'text', kind: 'text', resource_id: 'text' }))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('author_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('rolled_back_from', 'integer')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('studio_versions_pk', ['brand', 'kind', 'resource_id', 'version'])
    .execute();

  // What each brand serves: a row per resource ever published; `version` null = the file again
  // (rolled back to the repository default). The row is also the lock publishes serialize on.
  await db.schema
    .createTable('studio_published')
    .$call(notNull({ brand: 'text', kind: 'text', resource_id: 'text' }))
    .addColumn('version', 'integer')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('studio_published_pk', ['brand', 'kind', 'resource_id'])
    .execute();

  await db.schema
    .createTable('studio_preview_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'studio_preview_tokens',
    'studio_published',
    'studio_versions',
    'studio_drafts',
  );
}
