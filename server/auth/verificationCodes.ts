// One-time codes sent by SMS or e-mail: phone registration, e-mail registration, SMS sign-in,
// password recovery. Only an HMAC of the code is stored; a new code cancels the previous one for
// the same target.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '../../domain/auth/authConstants';
import { classifyCodeCheck, type CodeCheckResult } from '../../domain/auth/codeCheck';
import type { ServerContext } from '../http/serverContext';

export type CodePurpose =
  | 'phone_reg'
  | 'email_reg'
  | 'sms_login'
  | 'password_reset'
  | 'user_transfer'
  // Office phone binding: a code to the new phone, and one to the bound phone to change or unbind.
  | 'phone_bind'
  | 'phone_release';

function codeHash(ctx: ServerContext, purpose: CodePurpose, target: string, code: string) {
  return createHmac('sha256', ctx.auth.secret).update(`${purpose}:${target}:${code}`).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Stores a fresh code (cancelling older live ones) and returns it for sending. */
export async function issueCode(
  ctx: ServerContext,
  input: { purpose: CodePurpose; target: string; userId: string | null },
): Promise<string> {
  const code = generateCode();
  const now = ctx.auth.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ cancelled_at: now })
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        purpose: input.purpose,
        target: input.target,
        user_id: input.userId,
        code_hash: codeHash(ctx, input.purpose, input.target, code),
        expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      })
      .execute();
  });
  return code;
}

export interface CodeCheck {
  result: CodeCheckResult;
  /** The user the code was issued for (password recovery). */
  userId: string | null;
}

/**
 * Checks the latest live code for the target; a wrong code spends one attempt. With `consume`,
 * an accepted code is used up (atomically: of two concurrent uses only one succeeds).
 */
export async function checkCode(
  ctx: ServerContext,
  input: { purpose: CodePurpose; target: string; code: string; consume: boolean },
): Promise<CodeCheck> {
  const now = ctx.auth.now();
  const row = await ctx.database.db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'user_id'])
    .where('purpose', '=', input.purpose)
    .where('target', '=', input.target)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const expected = row ? Buffer.from(row.code_hash) : Buffer.alloc(0);
  const given = Buffer.from(codeHash(ctx, input.purpose, input.target, input.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  const result = classifyCodeCheck({
    exists: row !== undefined,
    matches,
    attempts: row?.attempts ?? 0,
    maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
    expiresAtMs: row?.expires_at.getTime() ?? 0,
    nowMs: now.getTime(),
  });
  if (!row) return { result, userId: null };
  if (result === 'wrong_code' && !matches) {
    await ctx.database.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
  }
  if (result === 'ok' && input.consume) {
    const used = await ctx.database.db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) return { result: 'wrong_code', userId: null };
  }
  return { result, userId: row.user_id === null ? null : String(row.user_id) };
}

/** Cancels the live codes of a target (the customer gave up). */
export async function cancelCodes(
  ctx: ServerContext,
  input: { purpose: CodePurpose; target: string },
): Promise<void> {
  await ctx.database.db
    .updateTable('verification_codes')
    .set({ cancelled_at: ctx.auth.now() })
    .where('purpose', '=', input.purpose)
    .where('target', '=', input.target)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}
