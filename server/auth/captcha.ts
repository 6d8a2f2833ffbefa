// Image captchas (SPEC section 7 "Captcha"; section 8 codes 100, 111, 112, 113): random digits drawn
// as distorted strokes with noise into an SVG, single use, expiring.
import { randomInt, randomUUID } from 'node:crypto';
import {
  CAPTCHA_CODES,
  CAPTCHA_LENGTH,
  CAPTCHA_LIFETIME_SECONDS,
} from '../../domain/auth/authConstants';
import type { ServerContext } from '../http/serverContext';
import { sha256 } from './sessionTokens';

export interface NewCaptcha {
  captchaId: string;
  /** data:image/svg+xml;base64,… (the CSP allows data: images). */
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
  const svg = drawCaptcha(answer);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresIn: CAPTCHA_LIFETIME_SECONDS,
  };
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

// Seven-segment strokes per digit on a 0..1 x 0..2 cell: a b c d e f g (top, upper right, lower
// right, bottom, lower left, upper left, middle).
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};
const DIGIT_SEGMENTS = [
  'abcdef',
  'bc',
  'abdeg',
  'abcdg',
  'bcfg',
  'acdfg',
  'acdefg',
  'abc',
  'abcdefg',
  'abcdfg',
];

const WIDTH = 180;
const HEIGHT = 60;

function jitter(amount: number): number {
  return (randomInt(2001) / 1000 - 1) * amount;
}

export function drawCaptcha(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="#${randomInt(0x999999).toString(16).padStart(6, '0')}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(randomInt(15) + 5) / 10}" fill="#777"/>`,
    );
  }
  [...answer].forEach((digit, index) => {
    const segments = DIGIT_SEGMENTS[Number(digit)] ?? '';
    const x0 = 14 + index * 32 + jitter(4);
    const y0 = 12 + jitter(5);
    const w = 16 + jitter(3);
    const h = 17 + jitter(3);
    const skew = jitter(0.25);
    const angle = jitter(12).toFixed(1);
    const strokes = [...segments].map((s) => {
      const [ax, ay, bx, by] = SEGMENTS[s] as [number, number, number, number];
      const p = (x: number, y: number) =>
        `${(x0 + x * w + skew * (1 - y) * h + jitter(1.5)).toFixed(1)},${(y0 + y * h + jitter(1.5)).toFixed(1)}`;
      return `M${p(ax, ay)} L${p(bx, by)}`;
    });
    parts.push(
      `<path d="${strokes.join(' ')}" stroke="#1b2a4a" stroke-width="${(3 + jitter(0.8)).toFixed(1)}" stroke-linecap="round" fill="none" transform="rotate(${angle} ${x0 + w / 2} ${y0 + h})"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f1e8"/>${parts.join('')}</svg>`;
}
