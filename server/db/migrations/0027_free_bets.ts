import { sql, type Kysely } from 'kysely';

// Free bets staked on coupons (docs/bonus.md "Free bets"). A free bet is a `bonuses` row of kind
// 'free_bet': a token with no money on any customer account until it is staked. `coupon_id` is
// the coupon it stakes (status 'used'); a void coupon gives it back ('active', coupon_id null).
// A coupon remembers the token it was staked with: its stake came from the house account
// `bonuses`, and its settlement pays the winnings minus the stake (domain/coupon/freeBet.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bonuses')
    .addColumn('coupon_id', 'bigint')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('free_bet_id', 'bigint', (c) => c.references('bonuses.id'))
    .execute();
  await sql`create index coupons_free_bet_idx on coupons (free_bet_id)
    where free_bet_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('free_bet_id').execute();
  await db.schema.alterTable('bonuses').dropColumn('coupon_id').dropColumn('used_at').execute();
}
