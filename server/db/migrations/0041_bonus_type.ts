import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 notification settings bonus_type: how a promo-code amount bonus is wagered
// (0 refused, 1 sports, 2 casino; null until the customer chooses). first_deposit_bonus_type is
// the registration's first_deposit_bonus_choice (migration 0002).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('bonus_type', 'smallint', (c) => c.check(sql`bonus_type in (0, 1, 2)`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('bonus_type').execute();
}
