import type { Kysely } from 'kysely';
import { notNull, userId } from './columns';
import { createIndex, dropTables } from './steps';

// Casino cashback payouts (server/bonus/cashback.ts): one row per program, closed period,
// customer and currency, inserted in the same SQL transaction as the ledger credit, so its
// primary key makes a repeated or concurrent sweep pay each cashback once. The row keeps what was
// paid (the office cashback pages list it) and points at the bonus and ledger transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cashback_payouts')
    // 'vip' | 'premium' (domain/casino/cashback.ts CASHBACK_RULES)
    .$call(notNull({ program: 'text', period_start: 'timestamptz', period_end: 'timestamptz' }))
    .$call(userId('cascade'))
    .$call(notNull({ currency_id: 'integer', brand: 'text', net_loss: 'bigint' }))
    .$call(notNull({ percent_hundredths: 'integer', amount: 'bigint' }))
    // 'bonus' (bonus account, wagered) | 'main' (main account at once)
    .addColumn('paid_to', 'text', (c) => c.notNull())
    .addColumn('bonus_id', 'bigint', (c) => c.references('bonuses.id'))
    .addColumn('transaction_id', 'bigint')
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('cashback_payouts_pkey', [
      'program',
      'period_start',
      'user_id',
      'currency_id',
    ])
    .execute();
  await createIndex(db, 'cashback_payouts_user_idx', 'cashback_payouts', [
    'user_id',
    'program',
    'period_start',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, 'cashback_payouts');
}
