// The casino's side of every game round: stakes come in, wins and rollbacks go out. Like the
// sportsbook's, it is split over shards per currency ('casino', 'casino.1' ... 'casino.15'), each
// customer on one, so concurrent rounds of different customers do not wait on one house row.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { MoneyDb } from '../../money/accounts';
import { houseAccountId } from '../../money/houseAccounts';

export const CASINO_HOUSE_ACCOUNT = 'casino';
export const CASINO_SHARDS = 16;

/** The casino house account code a customer's rounds go through. */
export function casinoAccountCode(userId: string | number): string {
  const shard = Number(BigInt(userId) % BigInt(CASINO_SHARDS));
  return shard === 0 ? CASINO_HOUSE_ACCOUNT : `${CASINO_HOUSE_ACCOUNT}.${shard}`;
}

/** House account ids never change once created: one lookup per database, code and currency. */
const known = new WeakMap<Kysely<DatabaseSchema>, Map<string, string>>();

export async function casinoHouseAccountId(
  cacheOwner: Kysely<DatabaseSchema>,
  db: MoneyDb,
  userId: string,
  currencyId: number,
): Promise<string> {
  const code = casinoAccountCode(userId);
  const key = `${code}/${currencyId}`;
  const cache = known.get(cacheOwner) ?? new Map<string, string>();
  known.set(cacheOwner, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  const id = await houseAccountId(db, code, currencyId);
  return id;
}

/** Remembers a house account once its creating transaction committed. */
export function rememberCasinoHouseAccount(
  cacheOwner: Kysely<DatabaseSchema>,
  userId: string,
  currencyId: number,
  id: string,
): void {
  const cache = known.get(cacheOwner) ?? new Map<string, string>();
  known.set(cacheOwner, cache);
  cache.set(`${casinoAccountCode(userId)}/${currencyId}`, id);
}
