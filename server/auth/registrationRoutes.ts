// POST /web-api/auth/register (SPEC section 2 "Registration", section 3 "Registration payload"):
// fast_reg is one click (a generated id and password, shown once); phone_reg needs the SMS code
// sent by /web-api/auth/sms/send and full_reg the e-mail code sent by /web-api/auth/email/send;
// soc_reg goes through a provider (server/social/) and is refused here. Whether a phone or an e-mail already has an account is said only to whoever
// typed its code: the code senders answer alike for every address, so registration cannot be used
// to learn who is a customer. Refusals carry a reason and the field (server/http/refusal.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACTIVATION_TYPE,
  FIRST_DEPOSIT_BONUS_CHOICES,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '../../domain/auth/authConstants';
import { COUNTRY_IDS, fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import { passwordUserInputs } from '../../domain/auth/passwordStrength';
import { SUPPORTED_CURRENCY_IDS } from '../../domain/money/currencies';
import { brandOf } from '../config/siteConfig';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { openCustomerAccounts } from '../money/accounts';
import { attributeReferral } from '../referral/referrals';
import { BRING_FRIEND_COOKIE } from '../../domain/referral/referral';
import { registrationAttribution } from './registrationAttribution';
import { sendRegistrationActivation } from '../messages/messageRoutes';
import {
  codeSchema,
  emailSchema,
  passwordSchema,
  phoneCodeSchema,
  phoneNumberSchema,
  userIdSchema,
} from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { refuseBirthDate } from './birthDateRule';
import { registerEmailCodeRoute } from './emailCodeRoutes';
import { hashPassword } from './passwordHash';
import { generatePassword, passwordProblem, preparePasswordPolicy } from './passwordPolicy';
import { startSession } from './sessionTokens';
import { checkCode, type CodePurpose } from './verificationCodes';
import { identify } from './currentUser';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export interface RegisterBody {
  /** A RegistrationType; another is logged and registers as fast_reg (SPEC section 5). */
  type: string;
  country_id: number;
  currency_id: number;
  ref_code?: string;
  first_deposit_bonus_choice?: number;
  social_media?: string;
  email?: string;
  email_code?: string;
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

export const registerBodySchema = closedObjectSchema(['type', 'country_id', 'currency_id'], {
  type: {
    type: 'string',
    maxLength: 32,
    description: `${REGISTRATION_TYPES.join(', ')}; another is logged and registers as fast_reg (SPEC section 5)`,
  },
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
    minimum: -1000,
    maximum: 1000,
    description: '0 refuse, 1 sports, 2 casino; another is logged and taken as 0 (SPEC section 5)',
  },
  social_media: {
    type: 'string',
    maxLength: 32,
    description:
      'A social sign-in provider of the brand; another is logged and left out (SPEC section 5)',
  },
  email: emailSchema,
  email_code: {
    ...codeSchema,
    description: 'full_reg: the code from POST /web-api/auth/email/send',
  },
  password: passwordSchema,
  phone: phoneNumberSchema,
  phone_code: phoneCodeSchema,
  sms_code: {
    ...codeSchema,
    description: 'phone_reg: the code from POST /web-api/auth/sms/send',
  },
  user_name: nameSchema,
  user_surname: nameSchema,
  user_birthday_date: {
    type: 'string',
    format: 'date',
    description: "Not after today, and at least the brand's minimum age (site config minimumAge)",
  },
  remember: { type: 'boolean' },
});

const registerResponseSchema = objectSchema(['success', 'user_id', 'login'], {
  success: { type: 'boolean' },
  user_id: userIdSchema,
  login: { type: 'string', description: 'The account id (fast_reg, phone_reg) or the e-mail' },
  password: {
    type: 'string',
    description:
      'Only when the server generated it (fast_reg; phone_reg without password): shown once',
  },
});

/** The one-time code that proves the phone or e-mail; spent once the account exists. */
interface ProvenTarget {
  purpose: CodePurpose;
  target: string;
  code: string;
}

interface NewUser {
  email: string | null;
  phone: string | null;
  phoneCode: string | null;
  password: string;
  generatedPassword: boolean;
  activationType: number;
  personalData: Record<string, string>;
  proof: ProvenTarget | null;
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  preparePasswordPolicy();
  registerEmailCodeRoute(app, ctx);

  app.post<{ Body: RegisterBody }>(
    '/web-api/auth/register',
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.registration),
      schema: {
        summary:
          'Registers a customer (fast_reg, phone_reg, full_reg; soc_reg: GET /social-api/oauth/{provider}/start) and signs in',
        tags: ['auth'],
        body: registerBodySchema,
        response: {
          200: registerResponseSchema,
          ...errorAnswers(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const site = openRegistration(ctx, request);
      const body = knownChoices(ctx, request, request.body);
      const type = body.type as RegistrationType;
      if (type === 'soc_reg') {
        const message =
          'type: soc_reg registers through a provider: GET /social-api/oauth/{id}/start';
        throw new Refusal(400, 'invalid_field', message, 'type');
      }
      if (body.user_birthday_date !== undefined) {
        refuseBirthDate(body.user_birthday_date, site.minimumAge, ctx.auth.now());
      }
      const prepared = await prepareUser(ctx, type, body);
      const passwordHash = await hashPassword(prepared.password);
      // Bring a friend (office/bringfriend): the referrer's code from the `bf_id` cookie.
      const signedIn = await identify(ctx, request);
      const referral = {
        cookieCode: request.cookies[BRING_FRIEND_COOKIE],
        signedInUserId: signedIn.ok ? signedIn.user.id : null,
        brand: requestScope(ctx, request).brandId,
      };
      const attribution = registrationAttribution(site, request);
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
            ...attribution,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return null;
        const id = String(inserted.id);
        await openCustomerAccounts(trx, { userId: id, currencyId: body.currency_id });
        await attributeReferral(trx, { ...referral, newUserId: id });
        return id;
      });
      if (userId === null) {
        // Only the holder of the code gets here: telling them to sign in reveals nothing.
        throw prepared.email
          ? new Refusal(409, 'email_taken', 'email: already registered', 'email')
          : new Refusal(409, 'phone_taken', 'phone: already registered', 'phone');
      }
      if (prepared.proof) await checkCode(ctx, { ...prepared.proof, consume: true });
      await startSession(ctx, reply, userId, body.remember ?? true);
      // The activation link the activation page promises (server/messages/activationLinks.ts).
      if (prepared.email) await sendRegistrationActivation(ctx, request, userId, prepared.email);
      return {
        success: true,
        user_id: Number(userId),
        login: prepared.email ?? userId,
        ...(prepared.generatedPassword ? { password: prepared.password } : {}),
      };
    },
  );
}

/**
 * SPEC section 5 "An unknown registration type, bonus id or social network id is only logged":
 * an unknown type registers in one click, an unknown bonus choice refuses the bonus, an unknown
 * social network is left out; each is logged as a warning, and registration goes on.
 */
function knownChoices(
  ctx: ServerContext,
  request: FastifyRequest,
  body: RegisterBody,
): RegisterBody {
  const next = { ...body };
  if (!(REGISTRATION_TYPES as readonly string[]).includes(body.type)) {
    request.log.warn(
      { registrationType: body.type },
      'registration: unknown type, taken as fast_reg',
    );
    next.type = 'fast_reg';
  }
  const choice = body.first_deposit_bonus_choice;
  if (
    choice !== undefined &&
    !(FIRST_DEPOSIT_BONUS_CHOICES as readonly number[]).includes(choice)
  ) {
    request.log.warn({ bonusChoice: choice }, 'registration: unknown bonus choice, taken as 0');
    next.first_deposit_bonus_choice = 0;
  }
  if (body.social_media !== undefined) {
    const { content, brandId } = requestScope(ctx, request);
    const providers = brandOf(content, brandId).site.socialSignIn?.providers ?? [];
    if (!providers.some((p) => p.id === body.social_media)) {
      request.log.warn(
        { socialMedia: body.social_media },
        'registration: unknown social network, left out',
      );
      delete next.social_media;
    }
  }
  return next;
}

/**
 * SPEC section 5: registration only if the site allows it and is not a VIP domain. Answers the
 * site config: its minimumAge for the date of birth, its ref_id and group_id for the record.
 */
function openRegistration(
  ctx: ServerContext,
  request: FastifyRequest,
): { minimumAge?: number; ref_id?: number; group_id?: number } {
  const { content, brandId } = requestScope(ctx, request);
  const { site } = brandOf(content, brandId);
  if (site.isRegistrationAllowed === false) {
    throw new Refusal(403, 'registration_closed', 'registration: not allowed on this site');
  }
  if (site.isVipDomain === true) {
    throw new Refusal(403, 'registration_closed', 'registration: not available on a VIP domain');
  }
  return site;
}

function required<T>(value: T | undefined, field: string, type: RegistrationType): T {
  if (value === undefined) {
    throw new Refusal(400, 'missing_field', `body/${field} is required for ${type}`, field);
  }
  return value;
}

/** The code of a phone or e-mail, checked but not spent (it is spent once the account exists). */
async function provenTarget(ctx: ServerContext, proof: ProvenTarget, field: string) {
  const check = await checkCode(ctx, { ...proof, consume: false });
  if (check.result === 'time_up') {
    throw new Refusal(400, 'code_expired', `body/${field}: time_up`, field);
  }
  if (check.result !== 'ok') {
    throw new Refusal(400, 'wrong_code', `body/${field}: ${check.result}`, field);
  }
  return proof;
}

async function refuseWeakPassword(field: string, password: string, details: (string | null)[]) {
  const problem = await passwordProblem(`body/${field}`, password, passwordUserInputs(details));
  if (problem) throw new Refusal(400, 'weak_password', problem, field);
}

async function prepareUser(
  ctx: ServerContext,
  type: Exclude<RegistrationType, 'soc_reg'>,
  body: RegisterBody,
): Promise<NewUser> {
  switch (type) {
    case 'fast_reg': {
      const password = generatePassword();
      return {
        email: null,
        phone: null,
        phoneCode: null,
        password,
        generatedPassword: true,
        activationType: ACTIVATION_TYPE.none,
        personalData: {},
        proof: null,
      };
    }
    case 'phone_reg': {
      const national = required(body.phone, 'phone', type);
      const telCode = required(body.phone_code, 'phone_code', type).replace(/^\+/, '');
      const smsCode = required(body.sms_code, 'sms_code', type);
      if (!isValidNationalNumber(telCode, national)) {
        const message = 'body/phone does not fit the mask of the calling code';
        throw new Refusal(400, 'invalid_field', message, 'phone');
      }
      const phone = fullPhoneNumber(telCode, national);
      if (body.password !== undefined) await refuseWeakPassword('password', body.password, [phone]);
      const proof = await provenTarget(
        ctx,
        { purpose: 'phone_reg', target: phone, code: smsCode },
        'sms_code',
      );
      const password = body.password ?? generatePassword();
      return {
        email: null,
        phone,
        phoneCode: telCode,
        password,
        generatedPassword: body.password === undefined,
        activationType: ACTIVATION_TYPE.phoneOnly,
        personalData: {},
        proof,
      };
    }
    case 'full_reg': {
      const email = required(body.email, 'email', type).toLowerCase();
      const password = required(body.password, 'password', type);
      const name = required(body.user_name, 'user_name', type);
      const surname = required(body.user_surname, 'user_surname', type);
      const emailCode = required(body.email_code, 'email_code', type);
      const personalData: Record<string, string> = { user_name: name, user_surname: surname };
      if (body.user_birthday_date) personalData.user_birthday_date = body.user_birthday_date;
      await refuseWeakPassword('password', password, [email, name, surname]);
      // The same checks, in the same order, whether or not the e-mail has an account.
      const proof = await provenTarget(
        ctx,
        { purpose: 'email_reg', target: email, code: emailCode },
        'email_code',
      );
      return {
        email,
        phone: null,
        phoneCode: null,
        password,
        generatedPassword: false,
        // The e-mail is proven by its code (SPEC section 3 "User config" activation_type 1).
        activationType: ACTIVATION_TYPE.email,
        personalData,
        proof,
      };
    }
  }
}
