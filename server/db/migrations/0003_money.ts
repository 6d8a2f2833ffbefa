import { sql, type Kysely } from 'kysely';
import { alwaysIdentityId, createdAt, notNull, nullable, reference, userId } from './columns';
import { createIndex, dropTables } from './steps';

/** Account numbers start here so they never look like user ids (10000001...). */
const FIRST_ACCOUNT_ID = 500_000_001;

// Accounts, the double-entry ledger and payments (server/money/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'bigint', (c) =>
      c
        .primaryKey()
        .modifyEnd(sql`generated always as identity (start with ${sql.lit(FIRST_ACCOUNT_ID)})`),
    )
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('restrict'))
    .$call(nullable({ type: 'smallint', system_code: 'text' }))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(createdAt)
    .addColumn('closed_at', 'timestamptz')
    // A customer account has a user and a SPEC type; a house account has neither but a code.
    .addCheckConstraint(
      'accounts_owner_check',
      sql`(user_id is not null and type in (0, 4, 9) and system_code is null)
        or (user_id is null and type is null and system_code is not null)`,
    )
    // The last line of defence under the ledger's own refusal: a customer never goes negative.
    .addCheckConstraint('accounts_customer_balance_check', sql`user_id is null or balance >= 0`)
    .addCheckConstraint(
      'accounts_active_open_check',
      sql`not (is_active and closed_at is not null)`,
    )
    .execute();
  // One open main and one open bonus account per user; one open main/currency account per currency.
  await sql`create unique index accounts_one_main_idx on accounts (user_id)
    where type = 0 and closed_at is null`.execute(db);
  await sql`create unique index accounts_one_bonus_idx on accounts (user_id)
    where type = 4 and closed_at is null`.execute(db);
  await sql`create unique index accounts_currency_idx on accounts (user_id, currency_id)
    where type in (0, 9) and closed_at is null`.execute(db);
  await sql`create unique index accounts_one_active_idx on accounts (user_id)
    where is_active`.execute(db);
  await sql`create unique index accounts_house_idx on accounts (system_code, currency_id)
    where user_id is null`.execute(db);

  await db.schema
    .createTable('ledger_transactions')
    .$call(alwaysIdentityId)
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('ledger_postings')
    .$call(alwaysIdentityId)
    .$call(reference('transaction_id', 'bigint', 'ledger_transactions.id', 'restrict'))
    .$call(reference('account_id', 'bigint', 'accounts.id', 'restrict'))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .execute();
  await createIndex(db, 'ledger_postings_transaction_idx', 'ledger_postings', ['transaction_id']);
  await createIndex(db, 'ledger_postings_account_idx', 'ledger_postings', ['account_id']);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .$call(userId('restrict'))
    .$call(reference('account_id', 'bigint', 'accounts.id', 'restrict'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('deposit', 'withdraw')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('created', 'pending', 'success', 'fail', 'cancel')`),
    )
    .$call(notNull({ provider: 'text', lng: 'text' }))
    .$call(createdAt)
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndex(db, 'payments_user_created_idx', 'payments', ['user_id', 'created_at']);

  await db.schema
    .createTable('payment_callbacks')
    .$call(alwaysIdentityId)
    .$call(notNull({ provider: 'text', event_id: 'text' }))
    .$call(reference('payment_id', 'uuid', 'payments.id', 'restrict'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_callbacks_event_unique', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'payment_callbacks',
    'payments',
    'ledger_postings',
    'ledger_transactions',
    'accounts',
  );
}
