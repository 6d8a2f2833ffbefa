import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, nullable, reference } from './columns';
import { createIndex, dropTables } from './steps';

/** Operator accounts (not customers), their sessions, and the audit log of every operator write. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .$call(alwaysIdentityId)
    // Stored lower-cased (the code lowers every login it is given), so unique ignores case.
    .addColumn('login', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`login = lower(login)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('admin', 'editor', 'partner', 'qa')`),
    )
    .addColumn('brand', 'text')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(createdAt)
    // A partner has exactly one brand; no other role has one.
    .addCheckConstraint('operators_partner_brand', sql`(role = 'partner') = (brand is not null)`)
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .$call(reference('operator_id', 'bigint', 'operators.id', 'cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await createIndex(db, 'operator_sessions_operator_idx', 'operator_sessions', ['operator_id']);

  await db.schema
    .createTable('operator_audit')
    .$call(alwaysIdentityId)
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .$call(nullable({ brand: 'text', target: 'text' }))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndex(db, 'operator_audit_brand_idx', 'operator_audit', ['brand', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'operator_audit', 'operator_sessions', 'operators');
}
