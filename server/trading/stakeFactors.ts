// Per-customer stake factors: a trader's multiplier of the customer's maximum stake, which
// placement enforces (server/coupon/placement.ts reads customer_stake_factors).
import type { Kysely } from 'kysely';
import type { StakeFactorRow } from '../../domain/trading/contract';
import type { DatabaseSchema } from '../db/schema';
import { toSafeInteger } from '../money/bigints';

export async function listStakeFactors(
  db: Kysely<DatabaseSchema>,
  userId?: number,
): Promise<StakeFactorRow[]> {
  let query = db
    .selectFrom('customer_stake_factors')
    .select(['user_id', 'factor_hundredths', 'note', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(200);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const rows = await query.execute();
  return rows.map((r) => ({
    userId: toSafeInteger(r.user_id),
    factor: r.factor_hundredths / 100,
    note: r.note,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** Sets (or, with factor null, removes) a customer's factor; false when there is no such customer. */
export async function writeStakeFactor(
  db: Kysely<DatabaseSchema>,
  input: { userId: number; factor: number | null; note: string | null; operatorId: string },
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', String(input.userId))
    .executeTakeFirst();
  if (!user) return false;
  if (input.factor === null) {
    await db.deleteFrom('customer_stake_factors').where('user_id', '=', input.userId).execute();
    return true;
  }
  const values = {
    user_id: input.userId,
    factor_hundredths: Math.round(input.factor * 100),
    operator_id: input.operatorId,
    note: input.note,
    updated_at: new Date(),
  };
  await db
    .insertInto('customer_stake_factors')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        factor_hundredths: values.factor_hundredths,
        operator_id: values.operator_id,
        note: values.note,
        updated_at: values.updated_at,
      }),
    )
    .execute();
  return true;
}
