// Setting a customer's ban (SPEC sections 3 "User config" ban_level and ban_version, 4 "Bans").
// The ban takes effect on the customer's next request: every customer route reads it
// (server/access/banGate.ts).
import type { Kysely, Transaction } from 'kysely';
import type { BanRequest, BanResponse } from '../../domain/access/contract';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';

export async function setBan(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  ban: BanRequest,
): Promise<BanResponse> {
  const row = await db
    .updateTable('users')
    .set({ ban_level: ban.level, ban_version: ban.version })
    .where('id', '=', userId)
    .returning(['id', 'ban_level', 'ban_version'])
    .executeTakeFirst();
  if (!row) throw new Refusal(404, 'not_found', `No customer ${userId}`);
  return { userId: String(row.id), ban_level: row.ban_level, ban_version: row.ban_version };
}
