// Sign-in (SPEC section 7 "Authentication"): login/password, phone/password, SMS code, two-step
// TOTP, and the SMS sender. Answers never reveal whether an account exists. After failed sign-ins
// a captcha is demanded (SPEC section 8 codes 100, 111, 112, 113) and each further failure makes
// the account's next attempt wait longer (signInDelay.ts). Refusals follow server/http/refusal.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_CODES,
  CAPTCHA_HEADER,
  FAILED_SIGN_INS_BEFORE_CAPTCHA,
  FAILED_SIGN_INS_PER_ADDRESS_BEFORE_CAPTCHA,
  TWO_STEP_COOKIE,
  TWO_STEP_TICKET_TTL_SECONDS,
} from '../../domain/auth/authConstants';
import { fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import type { ErrorReason } from '../../domain/errors/errorReasons';
import { refusalBody, refuse } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import {
  authErrorSchema,
  codeSchema,
  passwordSchema,
  phoneCodeSchema,
  phoneNumberSchema,
  userIdSchema,
} from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import {
  CAPTCHA_VERDICT_CODES,
  CAPTCHA_VERDICT_MESSAGES,
  CAPTCHA_VERDICT_REASONS,
  consumeCaptcha,
  parseCaptchaHeader,
} from './captcha';
import { dummyPasswordHash, verifyPassword } from './passwordHash';
import { nowSeconds, startSession } from './sessionTokens';
import { spendCodeSend } from './codeSendCaps';
import { clearFailures, failuresFor, recordFailure } from './signInFailures';
import { accountKey, claimSignInAttempt, clearSignInDelay, signInWait } from './signInDelay';
import { readTicket, signTicket } from './signedTicket';
import { verifyTotp } from './totp';
import { checkCode, issueCode } from './verificationCodes';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

/** The one answer for an unknown login and a wrong password. */
export const WRONG_CREDENTIALS = 'login or password is wrong';

interface LoginBody {
  login?: string;
  phone?: string;
  phone_code?: string;
  password: string;
  remember?: boolean;
}

interface SmsLoginBody {
  phone: string;
  phone_code: string;
  code: string;
  remember?: boolean;
}

interface SmsSendBody {
  'phone-number': string;
  'phone-code': string;
  purpose?: 'sms_login' | 'phone_reg';
}

const signedInSchema = objectSchema(['success'], {
  success: { type: 'boolean' },
  user_id: userIdSchema,
  two_step_required: {
    type: 'boolean',
    description: 'Send the TOTP code to /web-api/auth/login/two-step',
  },
});

const captchaHeaderDoc = {
  type: 'object',
  properties: {
    [CAPTCHA_HEADER]: {
      type: 'string',
      maxLength: 100,
      description: 'After a 400 with code 100: `<captchaId>:<answer>` from GET /captcha/update',
    },
  },
} as const;

/** A refusal not yet sent; `code` is the SPEC section 8 captcha code, answered next to the reason. */
interface Failure {
  status: number;
  reason: ErrorReason;
  message: string;
  field?: string;
  code?: number;
}

function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  const body = refusalBody(failure.status, failure.reason, failure.message, failure.field);
  return reply
    .status(failure.status)
    .send(failure.code === undefined ? body : { ...body, code: failure.code });
}

/** 429 with Retry-After: the account's next attempt must wait (signInDelay.ts). */
function refuseWait(reply: FastifyReply, seconds: number): FastifyReply {
  reply.header('retry-after', String(seconds));
  const message = `sign-in: wait ${seconds} s before the next attempt on this account`;
  return refuse(reply, 429, 'too_many_requests', message);
}

/** A sign-in's answers: the session (200), or a bad request, wrong credentials or throttling. */
const SIGNED_IN_RESPONSES = {
  200: signedInSchema,
  400: authErrorSchema,
  401: authErrorSchema,
  429: authErrorSchema,
} as const;

export function registerSignInRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signInLimit = rateLimitConfig(ctx, RATE_LIMITS.signIn);

  app.post<{ Body: LoginBody }>(
    '/web-api/auth/login',
    {
      config: signInLimit,
      schema: {
        summary: 'Signs in with login (e-mail or account id) or phone, and password',
        tags: ['auth'],
        headers: captchaHeaderDoc,
        body: closedObjectSchema(['password'], {
          login: {
            type: 'string',
            minLength: 1,
            maxLength: 254,
            description: 'E-mail or account id',
          },
          phone: phoneNumberSchema,
          phone_code: phoneCodeSchema,
          password: passwordSchema,
          remember: { type: 'boolean' },
        }),
        response: SIGNED_IN_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const who = identify(body);
      if ('status' in who) return sendFailure(reply, who);
      const keys = failureKeys(request, who.key);
      const user = await findUser(ctx, who);
      const account = accountKey(user?.id, who.key);
      // The wait comes first: a refused attempt spends no captcha.
      const wait = await signInWait(ctx, account);
      if (wait > 0) return refuseWait(reply, wait);
      const gate = await captchaGate(ctx, request, keys);
      if (gate) return sendFailure(reply, gate);
      const turn = await claimSignInAttempt(ctx, account);
      if (!turn.ok) return refuseWait(reply, turn.waitSeconds);

      const hash = user?.password_hash ?? (await dummyPasswordHash());
      const passwordOk = await verifyPassword(body.password, hash);
      if (!user || !passwordOk) {
        await recordFailure(ctx, keys.list);
        return refuse(reply, 401, 'wrong_credentials', WRONG_CREDENTIALS);
      }
      await clearFailures(ctx, [keys.login]);
      await clearSignInDelay(ctx, account);
      return completeSignIn(ctx, reply, user, body.remember ?? false);
    },
  );

  app.post<{ Body: SmsSendBody }>(
    '/web-api/auth/sms/send',
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary: 'Sends an SMS code for sign-in (default) or phone registration',
        tags: ['auth'],
        body: closedObjectSchema(['phone-number', 'phone-code'], {
          'phone-number': phoneNumberSchema,
          'phone-code': phoneCodeSchema,
          purpose: { type: 'string', enum: ['sms_login', 'phone_reg'] },
        }),
        response: {
          200: objectSchema(['success'], { success: { type: 'boolean' } }),
          400: authErrorSchema,
          429: authErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const telCode = request.body['phone-code'].replace(/^\+/, '');
      const national = request.body['phone-number'];
      if (!isValidNationalNumber(telCode, national)) {
        const message = 'body/phone-number does not fit the mask of the calling code';
        return refuse(reply, 400, 'invalid_field', message, 'phone-number');
      }
      const phone = fullPhoneNumber(telCode, national);
      const purpose = request.body.purpose ?? 'sms_login';
      // Counted before the phone is looked up: the cap answers alike for every number.
      await spendCodeSend(ctx, reply, phone);
      const owner = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      // The same answer whether or not the phone has an account. Registration: every number gets
      // its code (registration by phone then says "already registered" to the code's holder only).
      // Sign-in: only owners get a code.
      if (purpose === 'phone_reg' || owner) {
        const code = await issueCode(ctx, {
          purpose,
          target: phone,
          userId: owner ? String(owner.id) : null,
        });
        const taken = purpose === 'phone_reg' && owner ? '\nThis number has an account.' : '';
        await ctx.auth.sms.sendSms(phone, `Your code: ${code}${taken}`);
      }
      return { success: true };
    },
  );

  app.post<{ Body: SmsLoginBody }>(
    '/web-api/auth/login/sms',
    {
      config: signInLimit,
      schema: {
        summary: 'Signs in with the SMS code sent by /web-api/auth/sms/send',
        tags: ['auth'],
        body: closedObjectSchema(['phone', 'phone_code', 'code'], {
          phone: phoneNumberSchema,
          phone_code: phoneCodeSchema,
          code: codeSchema,
          remember: { type: 'boolean' },
        }),
        response: SIGNED_IN_RESPONSES,
      },
    },
    async (request, reply) => {
      const phone = fullPhoneNumber(request.body.phone_code.replace(/^\+/, ''), request.body.phone);
      const check = await checkCode(ctx, {
        purpose: 'sms_login',
        target: phone,
        code: request.body.code,
        consume: true,
      });
      if (check.result === 'time_up') {
        return refuse(reply, 401, 'code_expired', 'code: time_up', 'code');
      }
      const user =
        check.result === 'ok' && check.userId !== null
          ? await userById(ctx, check.userId)
          : undefined;
      if (!user) return refuse(reply, 401, 'wrong_code', 'code: wrong_code', 'code');
      return completeSignIn(ctx, reply, user, request.body.remember ?? false);
    },
  );

  app.post<{ Body: { code: string } }>(
    '/web-api/auth/login/two-step',
    {
      config: signInLimit,
      schema: {
        summary: 'The second step of a two-factor sign-in: the TOTP code (RFC 6238)',
        tags: ['auth'],
        body: closedObjectSchema(['code'], { code: { type: 'string', pattern: '^[0-9]{6}$' } }),
        response: SIGNED_IN_RESPONSES,
      },
    },
    async (request, reply) => {
      const ticket = await readTicket(
        request.cookies[TWO_STEP_COOKIE],
        ctx.auth.secret,
        'two-step',
        nowSeconds(ctx),
      );
      const userId = typeof ticket?.sub === 'string' ? ticket.sub : null;
      const user = userId ? await userById(ctx, userId) : undefined;
      if (!ticket || !user || !user.two_factor_enabled || !user.two_factor_secret) {
        const message = 'two-step: sign in with the password first';
        return refuse(reply, 401, 'session_expired', message);
      }
      const key = `two_step:${user.id}`;
      if ((await failuresFor(ctx, [key])) >= FAILED_SIGN_INS_BEFORE_CAPTCHA) {
        reply.clearCookie(TWO_STEP_COOKIE, { path: '/web-api/auth/' });
        const message = 'two-step: too many wrong codes; sign in again';
        return refuse(reply, 401, 'too_many_requests', message);
      }
      if (!verifyTotp(user.two_factor_secret, request.body.code, nowSeconds(ctx))) {
        await recordFailure(ctx, [key]);
        return refuse(reply, 401, 'wrong_code', 'code: wrong_code', 'code');
      }
      await clearFailures(ctx, [key]);
      reply.clearCookie(TWO_STEP_COOKIE, { path: '/web-api/auth/' });
      await startSession(ctx, reply, String(user.id), ticket.remember === true);
      return { success: true, user_id: Number(user.id) };
    },
  );
}

type Identity = { kind: 'id' | 'email' | 'phone'; value: string; key: string };

function identify(body: LoginBody): Identity | Failure {
  const bad = (reason: ErrorReason, message: string, field?: string): Failure => ({
    status: 400,
    reason,
    message,
    ...(field === undefined ? {} : { field }),
  });
  if (body.login !== undefined && body.phone !== undefined)
    return bad('bad_request', 'body must have login or phone, not both');
  if (body.login !== undefined) {
    const login = body.login.trim().toLowerCase();
    if (/^[1-9][0-9]{0,17}$/.test(login))
      return { kind: 'id', value: login, key: `login:${login}` };
    return { kind: 'email', value: login, key: `login:${login}` };
  }
  if (body.phone !== undefined) {
    if (body.phone_code === undefined) {
      return bad('missing_field', 'body/phone_code is required with phone', 'phone_code');
    }
    const phone = fullPhoneNumber(body.phone_code.replace(/^\+/, ''), body.phone);
    return { kind: 'phone', value: phone, key: `phone:${phone}` };
  }
  return bad('missing_field', 'body must have login or phone', 'login');
}

function failureKeys(request: FastifyRequest, loginKey: string) {
  return { login: loginKey, address: `ip:${request.ip}`, list: [loginKey, `ip:${request.ip}`] };
}

/** 400 with a SPEC section 8 captcha code when a captcha is due and missing, wrong, expired or used. */
async function captchaGate(
  ctx: ServerContext,
  request: FastifyRequest,
  keys: ReturnType<typeof failureKeys>,
): Promise<Failure | null> {
  const due =
    (await failuresFor(ctx, [keys.login])) >= FAILED_SIGN_INS_BEFORE_CAPTCHA ||
    (await failuresFor(ctx, [keys.address])) >= FAILED_SIGN_INS_PER_ADDRESS_BEFORE_CAPTCHA;
  if (!due) return null;
  const header = request.headers[CAPTCHA_HEADER];
  if (typeof header !== 'string') {
    return {
      status: 400,
      reason: 'captcha_required',
      message: 'captcha: required',
      code: CAPTCHA_CODES.required,
    };
  }
  const parsed = parseCaptchaHeader(header);
  const verdict = parsed
    ? await consumeCaptcha(ctx, parsed.captchaId, parsed.answer)
    : 'usedOrUnknown';
  if (verdict === 'ok') return null;
  return {
    status: 400,
    reason: CAPTCHA_VERDICT_REASONS[verdict],
    message: CAPTCHA_VERDICT_MESSAGES[verdict],
    code: CAPTCHA_VERDICT_CODES[verdict],
  };
}

const USER_COLUMNS = ['id', 'password_hash', 'two_factor_enabled', 'two_factor_secret'] as const;

async function findUser(ctx: ServerContext, who: Identity) {
  const column = who.kind === 'id' ? 'id' : who.kind;
  return ctx.database.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(column, '=', who.value)
    .executeTakeFirst();
}

export async function userById(ctx: ServerContext, id: string) {
  return ctx.database.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function completeSignIn(
  ctx: ServerContext,
  reply: FastifyReply,
  user: { id: string | number; two_factor_enabled: boolean },
  remember: boolean,
) {
  const userId = String(user.id);
  if (user.two_factor_enabled) {
    const ticket = await signTicket(
      { sub: userId, remember, exp: nowSeconds(ctx) + TWO_STEP_TICKET_TTL_SECONDS },
      ctx.auth.secret,
      'two-step',
    );
    reply.setCookie(TWO_STEP_COOKIE, ticket, {
      path: '/web-api/auth/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.auth.secureCookies,
      maxAge: TWO_STEP_TICKET_TTL_SECONDS,
    });
    return { success: false, two_step_required: true };
  }
  await startSession(ctx, reply, userId, remember);
  return { success: true, user_id: Number(userId) };
}
