// Image captchas (SPEC section 7 "Captcha"; section 8 codes 100, 111, 112, 113): random digits in a
// distorted raster picture (captchaImage.ts), single use, expiring. Only a hash of the answer is
// kept, and the picture is the only thing the visitor gets about it.
import { randomInt, randomUUID } from 'node:crypto';
import {
  CAPTCHA_CODES,
  CAPTCHA_LENGTH,
  CAPTCHA_LIFETIME_SECONDS,
} from '../../domain/auth/authConstants';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import type { ServerContext } from '../http/serverContext';
import { captchaPngDataUrl } from './captchaImage';
import { sha256 } from './sessionTokens';

export interface NewCaptcha {
  captchaId: string;
  /** data:image/png;base64,… (the CSP allows data: images). */
  image: string;
  expiresIn: number;
}

export async function createCaptcha(ctx: ServerContext): Promise<NewCaptcha> {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
  const captchaId = randomUUID();
  await ctx.database.db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: sha256(`${captchaId}:${answer}`),
      expires_at: new Date(ctx.auth.now().getTime() + CAPTCHA_LIFETIME_SECONDS * 1000),
    })
    .execute();
  return { captchaId, image: captchaPngDataUrl(answer), expiresIn: CAPTCHA_LIFETIME_SECONDS };
}

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired' | 'usedOrUnknown';

/** Uses the captcha up whatever the answer: one captcha, one try. */
export async function consumeCaptcha(
  ctx: ServerContext,
  captchaId: string,
  answer: string,
): Promise<CaptchaVerdict> {
  const now = ctx.auth.now();
  const row = await ctx.database.db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row) return 'usedOrUnknown';
  if (row.expires_at <= now) return 'expired';
  return row.answer_hash === sha256(`${captchaId}:${answer}`) ? 'ok' : 'wrong';
}

export const CAPTCHA_VERDICT_CODES: Record<Exclude<CaptchaVerdict, 'ok'>, number> = {
  wrong: CAPTCHA_CODES.wrong,
  expired: CAPTCHA_CODES.expired,
  usedOrUnknown: CAPTCHA_CODES.usedOrUnknown,
};

/** The refusal reason of each verdict (server/http/refusal.ts), answered next to its code. */
export const CAPTCHA_VERDICT_REASONS = {
  wrong: 'captcha_wrong',
  expired: 'captcha_expired',
  usedOrUnknown: 'captcha_used',
} as const satisfies Record<Exclude<CaptchaVerdict, 'ok'>, ErrorReason>;

export const CAPTCHA_VERDICT_MESSAGES: Record<Exclude<CaptchaVerdict, 'ok'>, string> = {
  wrong: 'captcha: wrong answer',
  expired: 'captcha: expired',
  usedOrUnknown: 'captcha: already used or unknown',
};

/** `<captchaId>:<digits>` of the captcha header, or null when malformed. */
export function parseCaptchaHeader(value: string): { captchaId: string; answer: string } | null {
  const match = /^([0-9a-f-]{36}):(\d{1,10})$/i.exec(value.trim());
  return match ? { captchaId: match[1] as string, answer: match[2] as string } : null;
}
