import { sql, type Kysely } from 'kysely';
import { createdAt, identityId, notNull, reference, userId } from './columns';
import { dropTables } from './steps';

// The casino wallet (server/casino/wallet/): game sessions created by launch, the providers'
// wallet transactions (one per provider transaction id, so a retry answers the first result and a
// rollback of an unknown debit stays on record), the rounds the customer's history lists, and the
// per-provider secrets the wallet API's signatures are checked with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_wallet_secrets')
    .addColumn('provider_key', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('casino_game_sessions')
    // Random (32 bytes, base64url): it is the provider's only handle on the customer.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('restrict'))
    .$call(notNull({ game_id: 'bigint', provider_key: 'text' }))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('account_id', 'bigint', (c) => c.references('accounts.id').onDelete('restrict'))
    .addColumn('currency_id', 'integer')
    .addColumn('lng', 'text', (c) => c.notNull())
    .$call(createdAt)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'casino_game_sessions_real_has_account',
      sql`mode = 'demo' or (user_id is not null and account_id is not null and currency_id is not null)`,
    )
    .execute();
  await sql`create index casino_game_sessions_user_idx on casino_game_sessions (user_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('casino_rounds')
    .$call(identityId)
    .$call(notNull({ provider_key: 'text', provider_round_id: 'text' }))
    .$call(reference('session_id', 'text', 'casino_game_sessions.id', 'restrict'))
    .$call(userId('restrict'))
    .addColumn('game_id', 'bigint', (c) => c.notNull())
    .$call(reference('account_id', 'bigint', 'accounts.id', 'restrict'))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('stake_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed')`),
    )
    .addColumn('fairness', 'jsonb')
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('casino_rounds_provider_round_unique', [
      'provider_key',
      'provider_round_id',
    ])
    .execute();
  await sql`create index casino_rounds_user_opened_idx on casino_rounds (user_id, opened_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('casino_wallet_transactions')
    .$call(identityId)
    .$call(notNull({ provider_key: 'text', provider_transaction_id: 'text' }))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('debit', 'credit', 'rollback')`),
    )
    .$call(reference('session_id', 'text', 'casino_game_sessions.id', 'restrict'))
    .addColumn('round_id', 'bigint', (c) => c.references('casino_rounds.id').onDelete('restrict'))
    .addColumn('provider_round_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    // sha256 of the business fields: the same id with other fields is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // debit/credit: 'accepted' | 'rolled_back'; rollback: 'accepted' (money returned),
    // 'noop' (the debit had been rolled back already), 'orphan' (the debit was unknown).
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('accepted', 'rolled_back', 'noop', 'orphan')`),
    )
    // A rollback's debit, by the provider's id (it may not exist yet: a late debit is refused).
    .addColumn('debit_transaction_id', 'text')
    .addColumn('ledger_transaction_id', 'bigint', (c) =>
      c.references('ledger_transactions.id').onDelete('restrict'),
    )
    .addColumn('balance_after', 'bigint')
    .$call(createdAt)
    .addUniqueConstraint('casino_wallet_transactions_provider_unique', [
      'provider_key',
      'provider_transaction_id',
    ])
    .execute();
  await sql`create index casino_wallet_transactions_rolled_back_idx on casino_wallet_transactions (provider_key, debit_transaction_id) where debit_transaction_id is not null`.execute(
    db,
  );
  await sql`create index casino_wallet_transactions_round_idx on casino_wallet_transactions (round_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'casino_wallet_transactions',
    'casino_rounds',
    'casino_game_sessions',
    'casino_wallet_secrets',
  );
}
