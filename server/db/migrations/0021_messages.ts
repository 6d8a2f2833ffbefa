import { sql, type Kysely } from 'kysely';

// Messages that arrive (server/messages/): the single-use links that confirm a customer's e-mail
// address (only the sha256 of each token is stored) and the confirmed addresses. A confirmation
// names the address it proved: when the account's e-mail changes, the new one is unconfirmed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_activation_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the link was sent to (lower case).
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_activation_tokens_user_idx')
    .on('email_activation_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('email_confirmations')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.dropTable('email_activation_tokens').execute();
}
