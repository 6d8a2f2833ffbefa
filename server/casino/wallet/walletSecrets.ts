// Each provider's wallet secret: random, created on first use and kept in the database so every
// server process checks (and the built-in provider signs) with the same key.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

const cache = new WeakMap<Kysely<DatabaseSchema>, Map<string, string>>();

/** The provider's secret, created if it has none yet. */
export async function walletSecretFor(
  db: Kysely<DatabaseSchema>,
  providerKey: string,
): Promise<string> {
  const known = cache.get(db)?.get(providerKey);
  if (known) return known;
  await db
    .insertInto('casino_wallet_secrets')
    .values({ provider_key: providerKey, secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('provider_key').doNothing())
    .execute();
  const row = await db
    .selectFrom('casino_wallet_secrets')
    .select('secret')
    .where('provider_key', '=', providerKey)
    .executeTakeFirstOrThrow();
  const forDb = cache.get(db) ?? new Map<string, string>();
  forDb.set(providerKey, row.secret);
  cache.set(db, forDb);
  return row.secret;
}

/** The secret of a provider that has one; unknown providers have none (their calls are refused). */
export async function existingWalletSecret(
  db: Kysely<DatabaseSchema>,
  providerKey: string,
): Promise<string | undefined> {
  const known = cache.get(db)?.get(providerKey);
  if (known) return known;
  const row = await db
    .selectFrom('casino_wallet_secrets')
    .select('secret')
    .where('provider_key', '=', providerKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const forDb = cache.get(db) ?? new Map<string, string>();
  forDb.set(providerKey, row.secret);
  cache.set(db, forDb);
  return row.secret;
}
