import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "Coupon state" hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit: the
// hyper bonus a coupon was placed under (percent in hundredths, so 2.5 % is 250; the least stake
// and the cap in the coupon currency's minor units; null: none), fixed at placement so settlement
// pays what the slip showed, and the bonus paid (minor units) for the history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('hyper_bonus_percent_hundredths', 'integer', (c) =>
      c.check(
        sql`hyper_bonus_percent_hundredths is null or (hyper_bonus_percent_hundredths > 0 and hyper_bonus_percent_hundredths <= 10000)`,
      ),
    )
    .addColumn('hyper_bonus_min_bet', 'bigint', (c) =>
      c.check(sql`hyper_bonus_min_bet is null or hyper_bonus_min_bet >= 0`),
    )
    .addColumn('hyper_bonus_max', 'bigint', (c) =>
      c.check(sql`hyper_bonus_max is null or hyper_bonus_max > 0`),
    )
    .addColumn('hyper_bonus', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hyper_bonus >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .dropColumn('hyper_bonus')
    .dropColumn('hyper_bonus_max')
    .dropColumn('hyper_bonus_min_bet')
    .dropColumn('hyper_bonus_percent_hundredths')
    .execute();
}
