// Setting a customer's ban (SPEC sections 3 "User config" ban_level and ban_version, 4 "Bans").
// The ban takes effect on the customer's next request: every customer route reads it
// (server/access/banGate.ts).
import type { Kysely, Transaction } from 'kysely';
import type { BanRequest, BanResponse } from '../../domain/access/contract';
import type { DatabaseSchema } from '../db/schema';
import { updateCustomerRow } from './customerRow';

export async function setBan(
  db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  userId: string,
  ban: BanRequest,
): Promise<BanResponse> {
  const row = await updateCustomerRow(
    db,
    userId,
    { ban_level: ban.level, ban_version: ban.version },
    ['id', 'ban_level', 'ban_version'],
  );
  return { userId: String(row.id), ban_level: row.ban_level, ban_version: row.ban_version };
}
