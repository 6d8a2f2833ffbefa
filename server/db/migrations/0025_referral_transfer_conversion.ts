import type { Kysely } from 'kysely';
import { createdAt, customerTable, identityId, notNull, nullable, reference } from './columns';
import { createIndex, dropTables } from './steps';

// Referral (office/bringfriend), user transfer between brands (SPEC section 7 "User transfer") and
// account conversion (SPEC section 4 "Account conversion"). Money never lives here: rewards and
// conversions are ledger transactions, these rows only point at them.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One referral code per customer, made on first use (server/referral/referrals.ts).
  await db.schema
    .createTable('referral_codes')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .$call(createdAt)
    .execute();

  // A sign-up through a customer's link: one referrer per referred customer. The reward is
  // 'pending' until the brand's rule is met, then 'credited' (ledger transaction) or 'none'.
  await db.schema
    .createTable('referrals')
    .$call(identityId)
    .$call(reference('referrer_id', 'bigint', 'users.id', 'cascade'))
    .addColumn('referred_id', 'bigint', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('reward_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .$call(nullable({ reward_amount: 'bigint', reward_currency_id: 'integer' }))
    .$call(nullable({ reward_transaction_id: 'bigint', rewarded_at: 'timestamptz' }))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'referrals_referrer_idx', 'referrals', ['referrer_id', 'id']);

  // A customer moving to another brand of this platform: created when the SMS code is checked,
  // its redirect token (only the sha256 kept) spent once by the target brand's user-data call.
  await customerTable(db, 'user_transfers', 'cascade')
    .$call(notNull({ from_brand: 'text', to_brand: 'text' }))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .$call(createdAt)
    .execute();
  await createIndex(db, 'user_transfers_user_idx', 'user_transfers', ['user_id']);

  // The brand a customer belongs to after a transfer (absent: never transferred).
  await db.schema
    .createTable('customer_brands')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .$call(notNull({ brand: 'text', transferred_at: 'timestamptz' }))
    .execute();

  // An account conversion (legacy currency -> target): one per customer request key.
  await customerTable(db, 'account_conversions', 'cascade')
    .$call(notNull({ request_key: 'text', from_account_id: 'bigint', to_account_id: 'bigint' }))
    .$call(notNull({ from_currency_id: 'integer', to_currency_id: 'integer' }))
    .$call(notNull({ from_amount: 'bigint', to_amount: 'bigint', rate: 'text' }))
    .addColumn('transaction_id', 'bigint')
    .$call(createdAt)
    .addUniqueConstraint('account_conversions_request_key', ['user_id', 'request_key'])
    .execute();
  await createIndex(db, 'account_conversions_account_idx', 'account_conversions', [
    'from_account_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(
    db,
    'account_conversions',
    'customer_brands',
    'user_transfers',
    'referrals',
    'referral_codes',
  );
}
