import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// SPEC section 3 "User config" user_status_id: 0 regular, 1 VIP, set by an operator
// (server/access/customerStatus.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('user_status_id', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`user_status_id in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('user_status_id').execute();
}
