// Who needs an office transfer (SPEC section 6; the rule is domain/userTransfer
// transferTargetBrand): the brand an account belongs to is its customer_brands row, written by a
// transfer's user-data call or by setAccountBrand (test control). GET /web-api/session answers
// the brand to move to as `transfer_brand`.
import type { Kysely, Transaction } from 'kysely';
import { transferTargetBrand } from '../../domain/userTransfer/userTransfer';
import type { DatabaseSchema } from '../db/schema';
import { Refusal } from '../http/refusal';
import type { ServerContent } from '../content/serverContent';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The brand the account belongs to (its customer_brands row); null when none is recorded. */
export async function accountBrandOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customer_brands')
    .select('brand')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.brand ?? null;
}

/** The brand the signed-in customer must move to from `currentBrand`, or null. */
export async function transferBrandOf(
  db: Db,
  content: ServerContent,
  userId: string,
  currentBrand: string,
): Promise<string | null> {
  return transferTargetBrand({
    accountBrand: await accountBrandOf(db, userId),
    currentBrand,
    brands: [...content.brands.keys()],
  });
}

/**
 * Records the brand an account belongs to (as a transfer does). Refused: a brand the platform
 * does not have (404 transfer_brand_unknown, field brand), a customer who does not exist (404
 * not_found). Nothing changes on a refusal.
 */
export async function setAccountBrand(
  db: Db,
  content: ServerContent,
  userId: string,
  brand: string,
  now: Date,
): Promise<{ userId: string; brand: string }> {
  if (!content.brands.has(brand)) {
    throw new Refusal(404, 'transfer_brand_unknown', `brand ${brand}: unknown`, 'brand');
  }
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new Refusal(404, 'not_found', `No customer ${userId}`);
  await db
    .insertInto('customer_brands')
    .values({ user_id: userId, brand, transferred_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ brand, transferred_at: now }))
    .execute();
  return { userId, brand };
}
