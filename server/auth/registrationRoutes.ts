// POST /web-api/auth/register (issue 3): fast_reg (one click: generated id and password, shown
// once), phone_reg (phone + SMS code), full_reg (e-mail, password, personal data); soc_reg 501.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTIVATION_TYPE,
  FIRST_DEPOSIT_BONUS_CHOICES,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '../../domain/auth/authConstants';
import { COUNTRY_IDS, fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import { brandOf } from '../config/siteConfig';
import { errorResponseSchema } from '../http/httpSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';
import { openCustomerAccounts } from '../money/accounts';
import {
  codeSchema,
  emailSchema,
  passwordSchema,
  phoneCodeSchema,
  phoneNumberSchema,
  userIdSchema,
} from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { hashPassword } from './passwordHash';
import { generatePassword, passwordProblem } from './passwordPolicy';
import { startSession } from './sessionTokens';
import { checkCode } from './verificationCodes';

export interface RegisterBody {
  type: RegistrationType;
  country_id: number;
  currency_id: number;
  ref_code?: string;
  first_deposit_bonus_choice?: number;
  social_media?: string;
  email?: string;
  password?: string;
  phone?: string;
  phone_code?: string;
  sms_code?: string;
  user_name?: string;
  user_surname?: string;
  user_birthday_date?: string;
  remember?: boolean;
}

const nameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const registerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'country_id', 'currency_id'],
  properties: {
    type: { type: 'string', enum: [...REGISTRATION_TYPES] },
    country_id: { type: 'integer', enum: [...COUNTRY_IDS], description: 'ISO 3166-1 numeric' },
    currency_id: {
      type: 'integer',
      enum: [...SUPPORTED_CURRENCY_IDS],
      description: 'ISO 4217 numeric',
    },
    ref_code: {
      type: 'string',
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]*$',
      description: 'Promo code',
    },
    first_deposit_bonus_choice: {
      type: 'integer',
      enum: [...FIRST_DEPOSIT_BONUS_CHOICES],
      description: '0 refuse, 1 sports, 2 casino',
    },
    social_media: { type: 'string', maxLength: 32 },
    email: emailSchema,
    password: passwordSchema,
    phone: phoneNumberSchema,
    phone_code: phoneCodeSchema,
    sms_code: codeSchema,
    user_name: nameSchema,
    user_surname: nameSchema,
    user_birthday_date: { type: 'string', format: 'date' },
    remember: { type: 'boolean' },
  },
} as const;

const registerResponseSchema = {
  type: 'object',
  required: ['success', 'user_id', 'login'],
  properties: {
    success: { type: 'boolean' },
    user_id: userIdSchema,
    login: { type: 'string', description: 'The account id (fast_reg, phone_reg) or the e-mail' },
    password: {
      type: 'string',
      description:
        'Only when the server generated it (fast_reg; phone_reg without password): shown once',
    },
  },
} as const;

interface NewUser {
  email: string | null;
  phone: string | null;
  phoneCode: string | null;
  password: string;
  generatedPassword: boolean;
  activationType: number;
  personalData: Record<string, string>;
}

type Refusal = { status: number; error: string; message: string };

export function registerRegistrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: RegisterBody }>(
    '/web-api/auth/register',
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.registration),
      schema: {
        summary:
          'Registers a customer (fast_reg, phone_reg, full_reg; soc_reg is 501) and signs in',
        tags: ['auth'],
        body: registerBodySchema,
        response: {
          200: registerResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          501: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const prepared = siteRefusal(ctx, request) ?? (await prepareUser(ctx, body));
      if ('status' in prepared) return refuse(reply, prepared);
      const passwordHash = await hashPassword(prepared.password);
      const userId = await ctx.database.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('users')
          .values({
            email: prepared.email,
            phone: prepared.phone,
            phone_code: prepared.phoneCode,
            password_hash: passwordHash,
            registration_type: body.type,
            country_id: body.country_id,
            currency_id: body.currency_id,
            ref_code: body.ref_code || null,
            first_deposit_bonus_choice: body.first_deposit_bonus_choice ?? 0,
            activation_type: prepared.activationType,
            personal_data: JSON.stringify(prepared.personalData),
            terms_accepted_at: ctx.auth.now(),
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        const id = String(inserted.id);
        await openCustomerAccounts(trx, { userId: id, currencyId: body.currency_id });
        return id;
      });
      if (userId === null) {
        const field = prepared.email ? 'email' : 'phone';
        return refuse(reply, {
          status: 409,
          error: 'Conflict',
          message: `${field}: already registered`,
        });
      }
      if (body.type === 'phone_reg') {
        // The code is spent only once the account exists.
        await checkCode(ctx, {
          purpose: 'phone_reg',
          target: prepared.phone as string,
          code: body.sms_code as string,
          consume: true,
        });
      }
      await startSession(ctx, reply, userId, body.remember ?? true);
      return {
        success: true,
        user_id: Number(userId),
        login: prepared.email ?? userId,
        ...(prepared.generatedPassword ? { password: prepared.password } : {}),
      };
    },
  );
}

function refuse(reply: FastifyReply, r: Refusal) {
  return reply.status(r.status).send({ error: r.error, message: r.message });
}

/** SPEC section 5: registration only if the site allows it and is not a VIP domain. */
function siteRefusal(ctx: ServerContext, request: FastifyRequest): Refusal | null {
  const { content, brandId } = requestScope(ctx, request);
  const { site } = brandOf(content, brandId);
  if (site.isRegistrationAllowed === false) {
    return { status: 403, error: 'Forbidden', message: 'registration: not allowed on this site' };
  }
  if (site.isVipDomain === true) {
    return {
      status: 403,
      error: 'Forbidden',
      message: 'registration: not available on a VIP domain',
    };
  }
  return null;
}

const bad = (message: string): Refusal => ({ status: 400, error: 'Bad Request', message });

async function prepareUser(ctx: ServerContext, body: RegisterBody): Promise<NewUser | Refusal> {
  const personalData: Record<string, string> = {};
  switch (body.type) {
    case 'soc_reg':
      return {
        status: 501,
        error: 'Not Implemented',
        message: 'type: soc_reg is not available yet',
      };
    case 'fast_reg': {
      const password = generatePassword();
      return {
        email: null,
        phone: null,
        phoneCode: null,
        password,
        generatedPassword: true,
        activationType: ACTIVATION_TYPE.none,
        personalData,
      };
    }
    case 'phone_reg': {
      if (body.phone === undefined) return bad('body/phone is required for phone_reg');
      if (body.phone_code === undefined) return bad('body/phone_code is required for phone_reg');
      if (body.sms_code === undefined) return bad('body/sms_code is required for phone_reg');
      const telCode = body.phone_code.replace(/^\+/, '');
      if (!isValidNationalNumber(telCode, body.phone)) {
        return bad('body/phone does not fit the mask of the calling code');
      }
      const phone = fullPhoneNumber(telCode, body.phone);
      const problem =
        body.password === undefined ? null : passwordProblem('body/password', body.password);
      if (problem) return bad(problem);
      const check = await checkCode(ctx, {
        purpose: 'phone_reg',
        target: phone,
        code: body.sms_code,
        consume: false,
      });
      if (check.result !== 'ok') return bad(`body/sms_code: ${check.result}`);
      const password = body.password ?? generatePassword();
      return {
        email: null,
        phone,
        phoneCode: telCode,
        password,
        generatedPassword: body.password === undefined,
        activationType: ACTIVATION_TYPE.phoneOnly,
        personalData,
      };
    }
    case 'full_reg': {
      if (body.email === undefined) return bad('body/email is required for full_reg');
      if (body.password === undefined) return bad('body/password is required for full_reg');
      if (body.user_name === undefined) return bad('body/user_name is required for full_reg');
      if (body.user_surname === undefined) return bad('body/user_surname is required for full_reg');
      const problem = passwordProblem('body/password', body.password);
      if (problem) return bad(problem);
      personalData.user_name = body.user_name;
      personalData.user_surname = body.user_surname;
      if (body.user_birthday_date) personalData.user_birthday_date = body.user_birthday_date;
      return {
        email: body.email.toLowerCase(),
        phone: null,
        phoneCode: null,
        password: body.password,
        generatedPassword: false,
        activationType: ACTIVATION_TYPE.none,
        personalData,
      };
    }
  }
}
