import type { Kysely } from 'kysely';
import { createdAt, customerTable, notNull } from './columns';
import { createIndex, dropTables } from './steps';

// Messages that arrive (server/messages/): the single-use links that confirm a customer's e-mail
// address (only the sha256 of each token is stored) and the confirmed addresses. A confirmation
// names the address it proved: when the account's e-mail changes, the new one is unconfirmed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await customerTable(db, 'email_activation_tokens', 'cascade')
    // The address the link was sent to (lower case).
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .$call(createdAt)
    .execute();
  await createIndex(db, 'email_activation_tokens_user_idx', 'email_activation_tokens', ['user_id']);

  await db.schema
    .createTable('email_confirmations')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .$call(notNull({ email: 'text', confirmed_at: 'timestamptz' }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'email_confirmations', 'email_activation_tokens');
}
