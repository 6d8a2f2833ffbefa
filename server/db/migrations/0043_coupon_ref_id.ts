import type { Kysely } from 'kysely';

// SPEC section 3 "Coupon to place" refId: the code of the shared coupon (saved_coupons.code) the
// slip was loaded from, checked at placement and kept on each coupon it booked
// (server/coupon/placementRules.ts, docs/coupon.md "Loaded from a code"). Null: typed by hand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('ref_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('ref_id').execute();
}
