import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, notNull, nullable } from './columns';
import { createIndex, dropTables } from './steps';

// Access (server/access/): per-brand redirect rules (redirect-light), block rules by country,
// route and audience (the block check), and maintenance windows changed by operators at run time.
// Bans live on users (ban_level, ban_version of 0002_auth).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('redirect_rules')
    .$call(alwaysIdentityId)
    .addColumn('brand', 'text', (c) => c.notNull())
    // A site path without the language, or 'prefix/*' (domain/access/sitePaths.ts).
    .$call(notNull({ from_path: 'text', to_path: 'text' }))
    .addColumn('code', 'smallint', (c) => c.notNull().check(sql`code in (301, 302, 307, 308)`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('redirect_rules_brand_from', ['brand', 'from_path'])
    .execute();

  await db.schema
    .createTable('block_rules')
    .$call(alwaysIdentityId)
    .addColumn('brand', 'text', (c) => c.notNull())
    // JSON arrays of ISO alpha-2 codes and of site path patterns; empty = any.
    .$call(notNull({ countries: 'jsonb', routes: 'jsonb' }))
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('all', 'guests', 'customers', 'banned')`),
    )
    .addColumn('display_type_id', 'smallint', (c) =>
      c.notNull().check(sql`display_type_id in (1, 2, 3, 4, 5, 8, 13, 14, 16, 17)`),
    )
    .addColumn('template_type_id', 'smallint')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndex(db, 'block_rules_brand_idx', 'block_rules', ['brand']);

  await db.schema
    .createTable('maintenance_windows')
    .$call(alwaysIdentityId)
    .$call(notNull({ brand: 'text', started_at: 'timestamptz' }))
    .$call(nullable({ ended_at: 'timestamptz', notify_started_at: 'timestamptz' }))
    .$call(nullable({ notify_ended_at: 'timestamptz' }))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('web_state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'maintenance_windows_order',
      sql`(ended_at is null or ended_at > started_at)
        and (notify_started_at is null) = (notify_ended_at is null)
        and (notify_ended_at is null or notify_ended_at > notify_started_at)`,
    )
    .execute();
  await createIndex(db, 'maintenance_windows_brand_idx', 'maintenance_windows', [
    'brand',
    'started_at',
  ]);

  // A brand whose windows an operator has set: from then on the database, not the brand's
  // site.json, says what maintenance is (even when the list is empty).
  await db.schema
    .createTable('maintenance_brands')
    .addColumn('brand', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'maintenance_brands',
    'maintenance_windows',
    'block_rules',
    'redirect_rules',
  );
}
