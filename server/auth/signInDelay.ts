// The growing wait after failed sign-ins of one account, on top of the captcha of SPEC section 8:
// after the third failure in a row each attempt on the account must wait 1 s, 2 s, 4 s ... (at
// most SIGN_IN_DELAY_MAX_SECONDS) after the previous one, from whatever address it comes, or it is
// refused with 429 and Retry-After. A successful sign-in clears it. Kept in the database, so every
// server process sharing it enforces the same wait.
import type { ServerContext } from '../http/serverContext';

/** House rule: failed sign-ins in a row that cost no wait; the next failure costs 1 s. */
export const FREE_FAILED_SIGN_INS = 2;
/** House rule: the longest wait between two attempts on one account. */
export const SIGN_IN_DELAY_MAX_SECONDS = 15 * 60;
/** House rule: failures are forgotten after a day without an attempt. */
export const SIGN_IN_DELAY_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * The wait after `failures` failed sign-ins in a row: none after one or two, then 1 s after the
 * third, 2 s after the fourth, 4 s ... capped. The attempt right after a third failure waits.
 */
export function signInDelaySeconds(failures: number): number {
  if (failures <= FREE_FAILED_SIGN_INS) return 0;
  return Math.min(2 ** (failures - FREE_FAILED_SIGN_INS - 1), SIGN_IN_DELAY_MAX_SECONDS);
}

/**
 * The key of an account: its id when the login names one, else the login itself, so an unknown
 * login waits exactly as a known one does and the wait tells nothing about accounts.
 */
export function accountKey(userId: string | number | undefined, loginKey: string): string {
  return userId === undefined ? loginKey : `account:${userId}`;
}

/** Whole seconds the account's next attempt must still wait (0: it may go ahead). */
export async function signInWait(ctx: ServerContext, key: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('sign_in_delays')
    .select('blocked_until')
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row ? secondsUntil(ctx, row.blocked_until) : 0;
}

/**
 * Takes the account's turn before its password is checked: the attempt counts as failed (success
 * clears it) and the next one waits the longer delay. Attempts racing for one account queue on
 * its row, so only those the wait allows go ahead; the others get the seconds left to wait.
 */
export async function claimSignInAttempt(
  ctx: ServerContext,
  key: string,
): Promise<{ ok: true } | { ok: false; waitSeconds: number }> {
  const now = ctx.auth.now();
  const forgetBefore = new Date(now.getTime() - SIGN_IN_DELAY_MEMORY_SECONDS * 1000);
  return ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sign_in_delays')
      .values({ account_key: key, failures: 0, last_attempt_at: now, blocked_until: now })
      .onConflict((oc) => oc.column('account_key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('sign_in_delays')
      .select(['failures', 'last_attempt_at', 'blocked_until'])
      .where('account_key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.blocked_until > now) {
      return { ok: false, waitSeconds: Math.max(1, secondsUntil(ctx, row.blocked_until)) };
    }
    const failures = row.last_attempt_at > forgetBefore ? row.failures + 1 : 1;
    await trx
      .updateTable('sign_in_delays')
      .set({
        failures,
        last_attempt_at: now,
        blocked_until: new Date(now.getTime() + signInDelaySeconds(failures) * 1000),
      })
      .where('account_key', '=', key)
      .execute();
    return { ok: true };
  });
}

/** A successful sign-in: the account's next attempt waits for nothing. */
export async function clearSignInDelay(ctx: ServerContext, key: string): Promise<void> {
  await ctx.database.db.deleteFrom('sign_in_delays').where('account_key', '=', key).execute();
}

function secondsUntil(ctx: ServerContext, at: Date): number {
  return Math.max(0, Math.ceil((at.getTime() - ctx.auth.now().getTime()) / 1000));
}
