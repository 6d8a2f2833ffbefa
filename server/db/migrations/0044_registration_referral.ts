import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "Site configuration flags" ref_id and group_id (the brand's partner reference
// and group) and "Referral cookie values: type, val, additional" (the partner link the customer
// arrived through), recorded on the customer at registration (server/auth/registrationRoutes.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('ref_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('referral_type', 'text', (c) =>
      c.check(sql`referral_type in ('ref', 'tag', 'qtag', 'affid')`),
    )
    .addColumn('referral_val', 'text')
    .addColumn('referral_additional', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('ref_id')
    .dropColumn('group_id')
    .dropColumn('referral_type')
    .dropColumn('referral_val')
    .dropColumn('referral_additional')
    .execute();
}
