import { sql, type Kysely } from 'kysely';

// A booked leg named in any language (server/coupon/legNames.ts): market and outcome names derive
// from the stored market type, outcome type, line, period and sport; opponents need their English
// names next to the provider's (Russian) ones. Legs booked before this keep the Russian names in
// both, so they read as they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_legs').addColumn('opponents_en', 'jsonb').execute();
  await sql`update coupon_legs set opponents_en = opponents`.execute(db);
  await db.schema
    .alterTable('coupon_legs')
    .alterColumn('opponents_en', (c) => c.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_legs').dropColumn('opponents_en').execute();
}
