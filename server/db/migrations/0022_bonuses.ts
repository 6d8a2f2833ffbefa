import { sql, type Kysely } from 'kysely';
import { createdAt, customerTable, identityId, notNull, nullable, userId } from './columns';
import { createIndex, dropTables } from './steps';

// Bonuses with wagering and promo codes (server/bonus/). A bonus is credited to the customer's
// bonus account (type 4) through the ledger and wagered by the customer's own settled coupons and
// closed casino rounds (bonus_wager_events: one row per bonus and bet, so a replay counts once);
// completion moves it to the main account, expiry takes it back. A payment remembers the brand it
// was started on, so its first-deposit bonus follows that brand's terms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('brand', 'text').execute();

  await db.schema
    .createTable('promo_codes')
    .$call(identityId)
    .addColumn('brand', 'text', (c) => c.notNull())
    // Upper-case (domain/bonus/promoCodes.ts normalizePromoCode).
    .addColumn('code', 'text', (c) => c.notNull())
    // 'amount' | 'free_bet'
    .$call(notNull({ kind: 'text', amount: 'bigint', currency_id: 'integer' }))
    .addColumn('multiplier', sql`numeric(6,2)`, (c) => c.notNull())
    .$call(notNull({ expiry_days: 'integer', per_customer_limit: 'integer' }))
    .$call(notNull({ total_limit: 'integer' }))
    .addColumn('redeemed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(notNull({ valid_from: 'timestamptz', valid_to: 'timestamptz' }))
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .$call(createdAt)
    .addUniqueConstraint('promo_codes_brand_code_key', ['brand', 'code'])
    .execute();

  await customerTable(db, 'bonuses', 'cascade')
    .addColumn('brand', 'text', (c) => c.notNull())
    // 'first_deposit' | 'promo'
    .addColumn('source', 'text', (c) => c.notNull())
    // 'sports' | 'casino' | null (a promo bonus counts both)
    .addColumn('product', 'text')
    // 'bonus' (on the bonus account, wagered) | 'free_bet'
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'active' | 'completed' | 'expired'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .$call(notNull({ amount: 'bigint', currency_id: 'integer', required: 'bigint' }))
    .addColumn('wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    // The wagering terms at the credit (domain/bonus BonusTerms): a later config change keeps them.
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('promo_code_id', 'bigint', (c) => c.references('promo_codes.id'))
    .$call(notNull({ credited_at: 'timestamptz', expires_at: 'timestamptz' }))
    .$call(nullable({ ended_at: 'timestamptz', credit_transaction_id: 'bigint' }))
    .$call(nullable({ end_transaction_id: 'bigint' }))
    .execute();
  await createIndex(db, 'bonuses_user_idx', 'bonuses', ['user_id', 'status']);
  // One first-deposit bonus per customer, however many callbacks arrive.
  await sql`create unique index bonuses_first_deposit_key on bonuses (user_id)
    where source = 'first_deposit'`.execute(db);
  await createIndex(db, 'bonuses_expiry_idx', 'bonuses', ['status', 'expires_at']);

  await db.schema
    .createTable('bonus_wager_events')
    .addColumn('bonus_id', 'bigint', (c) => c.notNull().references('bonuses.id'))
    // 'coupon' | 'casino_round'
    .$call(notNull({ source: 'text', source_id: 'text', amount: 'bigint' }))
    .$call(createdAt)
    .addPrimaryKeyConstraint('bonus_wager_events_pkey', ['bonus_id', 'source', 'source_id'])
    .execute();

  await db.schema
    .createTable('promo_redemptions')
    .$call(identityId)
    .addColumn('promo_code_id', 'bigint', (c) => c.notNull().references('promo_codes.id'))
    .$call(userId('cascade'))
    .addColumn('bonus_id', 'bigint', (c) => c.notNull().references('bonuses.id'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'promo_redemptions_code_user_idx', 'promo_redemptions', [
    'promo_code_id',
    'user_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'promo_redemptions', 'bonus_wager_events', 'bonuses', 'promo_codes');
  await db.schema.alterTable('payments').dropColumn('brand').execute();
}
