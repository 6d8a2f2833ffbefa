import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, nullable } from './columns';
import { createIndex, dropTables } from './steps';

// Verification and identification (server/verification/): each customer's review case (the state
// of domain/verification/verificationState.ts) and the documents uploaded for it, whose bytes live
// in the document store (DATA_DIR/documents/<user id>/<generated name>), never in the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_cases')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`state in ('none', 'requested', 'pending', 'approved', 'rejected', 'additional_requested')`,
        ),
    )
    .$call(nullable({ rejection_reason: 'text', requested_kind: 'text' }))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await customerTable(db, 'verification_documents', 'cascade')
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('passport', 'selfie', 'address')`),
    )
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('jpeg', 'png', 'pdf')`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    // The store's key: <user id>/<random uuid>.<extension>; never the customer's file name.
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'bigint', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'timestamptz')
    .$call(createdAt)
    .execute();
  await createIndex(db, 'verification_documents_user', 'verification_documents', ['user_id', 'id']);
  await createIndex(db, 'verification_documents_status', 'verification_documents', [
    'status',
    'id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'verification_documents', 'verification_cases');
}
