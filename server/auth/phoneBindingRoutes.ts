// Phone binding in the office (SPEC section 3 protection_methods.enable_phone_binding, SPEC
// section 4 "Phone bind"): a signed-in customer binds a phone with the SMS code sent to it,
// changes it with codes to both the bound and the new number, or unbinds it with a code to the
// bound number. Binding moves activation_type 0 to 3 and 1 to 2; unbinding moves it back.
import type { FastifyInstance } from 'fastify';
import {
  activationTypeAfterPhoneBind,
  activationTypeAfterPhoneUnbind,
} from '../../domain/session/accounts';
import { fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { codeSchema, phoneCodeSchema, phoneNumberSchema, successSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { spendCodeSend } from './codeSendCaps';
import { authUserOf, requireUser } from './currentUser';
import { checkCode, issueCode, type CodePurpose } from './verificationCodes';
import { closedObjectSchema, closedOptionalObjectSchema } from '../../domain/contract/jsonSchema';

export const PHONE_BINDING_PATHS = {
  sendCode: '/web-api/user/phone/send-code',
  bind: '/web-api/user/phone/bind',
  unbind: '/web-api/user/phone/unbind',
} as const;

interface PhoneTarget {
  'phone-number'?: string;
  'phone-code'?: string;
}

interface BindBody {
  'phone-number': string;
  'phone-code': string;
  code: string;
  /** The code sent to the bound number: needed to change a phone already bound. */
  current_code?: string;
}

const responses = {
  200: successSchema,
  ...errorAnswers(400, 401, 409, 429, 503),
};

/** The full number (digits with the calling code) of a request, or a 400 naming the field. */
function targetPhone(body: PhoneTarget): { phone: string; telCode: string } | null {
  if (body['phone-number'] === undefined && body['phone-code'] === undefined) return null;
  if (body['phone-number'] === undefined || body['phone-code'] === undefined) {
    const field = body['phone-number'] === undefined ? 'phone-number' : 'phone-code';
    throw new Refusal(400, 'missing_field', `body/${field} is required with the other`, field);
  }
  const telCode = body['phone-code'].replace(/^\+/, '');
  if (!isValidNationalNumber(telCode, body['phone-number'])) {
    const message = 'body/phone-number does not fit the mask of the calling code';
    throw new Refusal(400, 'invalid_field', message, 'phone-number');
  }
  return { phone: fullPhoneNumber(telCode, body['phone-number']), telCode };
}

/** A code accepted for this customer, or the refusal naming `field`. */
async function requireCode(
  ctx: ServerContext,
  input: { purpose: CodePurpose; target: string; code: string; userId: string; field: string },
): Promise<void> {
  const check = await checkCode(ctx, { ...input, consume: true });
  if (check.result === 'time_up') {
    throw new Refusal(400, 'code_expired', `${input.field}: time_up`, input.field);
  }
  if (check.result !== 'ok' || check.userId !== input.userId) {
    throw new Refusal(400, 'wrong_code', `${input.field}: wrong_code`, input.field);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export function registerPhoneBindingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = requireUser(ctx);
  const db = ctx.database.db;
  const phoneOf = (userId: string) =>
    db
      .selectFrom('users')
      .select(['phone', 'activation_type'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  app.post<{ Body: PhoneTarget }>(
    PHONE_BINDING_PATHS.sendCode,
    {
      preHandler: signedIn,
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary:
          'Sends an SMS code to a phone to bind (with phone-number and phone-code), or to the bound phone (without) to change or unbind it',
        tags: ['user'],
        body: closedOptionalObjectSchema({
          'phone-number': phoneNumberSchema,
          'phone-code': phoneCodeSchema,
        }),
        response: responses,
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const target = targetPhone(request.body);
      const bound = (await phoneOf(userId)).phone;
      if (target === null) {
        if (bound === null) throw new Refusal(409, 'phone_not_bound', 'no phone is bound');
        await spendCodeSend(ctx, reply, bound);
        const code = await issueCode(ctx, { purpose: 'phone_release', target: bound, userId });
        await ctx.auth.sms.sendSms(bound, `Your code to change or unbind this phone: ${code}`);
        return { success: true };
      }
      if (target.phone === bound) {
        throw new Refusal(
          409,
          'phone_already_bound',
          'this phone is already bound',
          'phone-number',
        );
      }
      // Whether another account holds the number is said only to the code's holder, at bind.
      await spendCodeSend(ctx, reply, target.phone);
      const code = await issueCode(ctx, { purpose: 'phone_bind', target: target.phone, userId });
      await ctx.auth.sms.sendSms(target.phone, `Your code to bind this phone: ${code}`);
      return { success: true };
    },
  );

  app.post<{ Body: BindBody }>(
    PHONE_BINDING_PATHS.bind,
    {
      preHandler: signedIn,
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary:
          'Binds the phone the code was sent to (activation_type 0 becomes 3, 1 becomes 2); changing a bound phone also needs current_code',
        tags: ['user'],
        body: closedObjectSchema(['phone-number', 'phone-code', 'code'], {
          'phone-number': phoneNumberSchema,
          'phone-code': phoneCodeSchema,
          code: codeSchema,
          current_code: codeSchema,
        }),
        response: responses,
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      const target = targetPhone(request.body);
      if (target === null) throw new Refusal(400, 'missing_field', 'phone', 'phone-number');
      const before = await phoneOf(userId);
      if (before.phone === target.phone) {
        throw new Refusal(
          409,
          'phone_already_bound',
          'this phone is already bound',
          'phone-number',
        );
      }
      if (before.phone !== null && request.body.current_code === undefined) {
        const message = 'body/current_code (sent to the bound phone) is required to change it';
        throw new Refusal(400, 'missing_field', message, 'current_code');
      }
      if (before.phone !== null) {
        await requireCode(ctx, {
          purpose: 'phone_release',
          target: before.phone,
          code: request.body.current_code as string,
          userId,
          field: 'current_code',
        });
      }
      await requireCode(ctx, {
        purpose: 'phone_bind',
        target: target.phone,
        code: request.body.code,
        userId,
        field: 'code',
      });
      try {
        await db
          .updateTable('users')
          .set({
            phone: target.phone,
            phone_code: target.telCode,
            activation_type: activationTypeAfterPhoneBind(before.activation_type),
          })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Only the holder of the code gets here: telling them reveals nothing.
        throw new Refusal(409, 'phone_taken', 'phone: another account has it', 'phone-number');
      }
      return { success: true };
    },
  );

  app.post<{ Body: { code: string } }>(
    PHONE_BINDING_PATHS.unbind,
    {
      preHandler: signedIn,
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary:
          'Unbinds the bound phone with the code sent to it (activation_type 3 becomes 0, 2 becomes 1)',
        tags: ['user'],
        body: closedObjectSchema(['code'], { code: codeSchema }),
        response: responses,
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      const before = await phoneOf(userId);
      if (before.phone === null) throw new Refusal(409, 'phone_not_bound', 'no phone is bound');
      await requireCode(ctx, {
        purpose: 'phone_release',
        target: before.phone,
        code: request.body.code,
        userId,
        field: 'code',
      });
      await db
        .updateTable('users')
        .set({
          phone: null,
          phone_code: null,
          activation_type: activationTypeAfterPhoneUnbind(before.activation_type),
        })
        .where('id', '=', userId)
        .where('phone', '=', before.phone)
        .execute();
      return { success: true };
    },
  );
}
