import { errorCodeOf, withHeader, type ApiInterceptor } from './interceptors';

/** SPEC section 8: HTTP 400 with these codes -> show the captcha and retry with its header. */
export const CAPTCHA_CODES = {
  required: 100,
  wrong: 111,
  expired: 112,
  used: 113,
} as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[keyof typeof CAPTCHA_CODES];

const CAPTCHA_CODE_SET: ReadonlySet<number> = new Set(Object.values(CAPTCHA_CODES));

export function isCaptchaCode(code: number | undefined): code is CaptchaCode {
  return code !== undefined && CAPTCHA_CODE_SET.has(code);
}

/** The header that carries `<captchaId>:<answer>` on the retried call (server/auth documents it). */
export const CAPTCHA_HEADER = 'x-captcha';
/** How many answers one call may try before the captcha error goes back to the caller. */
export const CAPTCHA_ATTEMPTS_MAX = 3;

export interface CaptchaChallenge {
  code: CaptchaCode;
  /** The server's message for the code (wrong, expired ...). */
  message: string;
}

export interface CaptchaAnswer {
  captchaId: string;
  answer: string;
}

/** The UI: shows the captcha and resolves the answer, or null when the visitor gives up. */
export type CaptchaHandler = (challenge: CaptchaChallenge) => Promise<CaptchaAnswer | null>;

export function captchaInterceptor(
  handler: () => CaptchaHandler | undefined,
  attempts = CAPTCHA_ATTEMPTS_MAX,
): ApiInterceptor {
  return async (request, next) => {
    let response = await next(request);
    for (let attempt = 0; attempt < attempts; attempt++) {
      const code = errorCodeOf(response);
      const ask = handler();
      if (response.status !== 400 || !isCaptchaCode(code) || !ask) return response;
      const answer = await ask({ code, message: messageOf(response.json) });
      if (!answer) return response;
      response = await next(
        withHeader(request, CAPTCHA_HEADER, `${answer.captchaId}:${answer.answer}`),
      );
    }
    return response;
  };
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}
