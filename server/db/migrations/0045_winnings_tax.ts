import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "Global state" partnerHasTaxes: the winnings tax rule a coupon was placed under
// (its brand's site config `taxes`, in basis points and the coupon currency's minor units; null:
// no tax), fixed at placement so settlement withholds what the coupon showed, and the tax
// withheld so far (settlement and cash-outs, minor units) for the history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('tax_rate_bp', 'integer', (c) =>
      c.check(sql`tax_rate_bp is null or (tax_rate_bp > 0 and tax_rate_bp <= 5000)`),
    )
    .addColumn('tax_free', 'bigint', (c) => c.check(sql`tax_free is null or tax_free >= 0`))
    .addColumn('tax', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tax >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .dropColumn('tax')
    .dropColumn('tax_free')
    .dropColumn('tax_rate_bp')
    .execute();
}
