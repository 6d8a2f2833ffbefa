import type { Kysely } from 'kysely';

// The bet builder (docs/bet-builder.md): a coupon leg that is a builder keeps its picks on the game
// (domain/coupon/betBuilder.ts BuilderPick[]); settlement judges each pick from the game's result.
// Null on every other leg.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_legs').addColumn('builder', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_legs').dropColumn('builder').execute();
}
