// Failed sign-ins per key inside a window (the fifth failed sign-in demands a captcha, SPEC section 8 code 100).
// Kept in the database so every server process sharing it counts the same failures.
import { sql } from 'kysely';
import { FAILED_SIGN_IN_WINDOW_SECONDS } from '../../domain/auth/authConstants';
import type { ServerContext } from '../http/serverContext';

/** The largest failure count among the keys, counting only windows still open. */
export async function failuresFor(ctx: ServerContext, keys: string[]): Promise<number> {
  const since = new Date(ctx.auth.now().getTime() - FAILED_SIGN_IN_WINDOW_SECONDS * 1000);
  const rows = await ctx.database.db
    .selectFrom('sign_in_failures')
    .select('failures')
    .where('key', 'in', keys)
    .where('window_started_at', '>', since)
    .execute();
  return Math.max(0, ...rows.map((r) => r.failures));
}

export async function recordFailure(ctx: ServerContext, keys: string[]): Promise<void> {
  const now = ctx.auth.now();
  const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_SECONDS * 1000);
  for (const key of keys) {
    // One statement per key: concurrent failures each count (the row is locked by the upsert).
    await ctx.database.db
      .insertInto('sign_in_failures')
      .values({ key, failures: 1, window_started_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when sign_in_failures.window_started_at > ${since}
            then sign_in_failures.failures + 1 else 1 end`,
          window_started_at: sql<Date>`case when sign_in_failures.window_started_at > ${since}
            then sign_in_failures.window_started_at else ${now} end`,
        }),
      )
      .execute();
  }
}

export async function clearFailures(ctx: ServerContext, keys: string[]): Promise<void> {
  await ctx.database.db.deleteFrom('sign_in_failures').where('key', 'in', keys).execute();
}
