import { sql, type Kysely } from 'kysely';
import { createdAt, notNull, reference, userId } from './columns';
import { dropTables, replaceCheck } from './steps';

// Cash-out (docs/cash-out.md). A coupon keeps the stake still in play (`live_amount`, null: the
// whole stake) and what cash-outs paid it (`cashed_out`); a coupon cashed out whole is settled as
// 'cashed_out'. Each cash-out is a row under the customer's Idempotency-Key with the answer it
// gave, so a retried request replays it and moves no money twice. Auto cash-out rules are rows
// the server executes when the value crosses their line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('live_amount', 'bigint')
    .addColumn('cashed_out', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await replaceCheck(
    db,
    'coupons',
    'coupons_status_check',
    sql`status in ('open', 'won', 'lost', 'void', 'cashed_out')`,
  );
  await db.schema
    .createTable('coupon_cash_outs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .$call(reference('coupon_id', 'bigint', 'coupons.id', 'restrict'))
    .$call(userId('restrict'))
    .$call(notNull({ idempotency_key: 'text', request_hash: 'text' }))
    /** Minor units paid. */
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    /** The offer for the share in play when it was taken (minor units). */
    .$call(notNull({ value: 'bigint', live_amount_before: 'bigint', live_amount_after: 'bigint' }))
    /** 'customer' or 'auto' (a rule the server executed). */
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('customer'))
    .$call(reference('transaction_id', 'bigint', 'ledger_transactions.id', 'restrict'))
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .$call(createdAt)
    .addUniqueConstraint('coupon_cash_outs_key', ['user_id', 'idempotency_key'])
    .execute();
  await sql`create index coupon_cash_outs_coupon_idx on coupon_cash_outs (coupon_id)`.execute(db);
  await db.schema
    .createTable('coupon_auto_cash_outs')
    .addColumn('coupon_id', 'bigint', (c) =>
      c.primaryKey().references('coupons.id').onDelete('restrict'),
    )
    .$call(userId('restrict'))
    /** The brand the rule was set on: its cash-out terms apply. */
    .addColumn('brand_id', 'text', (c) => c.notNull())
    /** Sell when the offer reaches this (minor units), or null. */
    .addColumn('take_at', 'bigint')
    /** Sell when the offer falls to this (minor units), or null. */
    .addColumn('stop_at', 'bigint')
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'coupon_auto_cash_outs', 'coupon_cash_outs');
  await replaceCheck(
    db,
    'coupons',
    'coupons_status_check',
    sql`status in ('open', 'won', 'lost', 'void')`,
  );
  await db.schema
    .alterTable('coupons')
    .dropColumn('live_amount')
    .dropColumn('cashed_out')
    .execute();
}
