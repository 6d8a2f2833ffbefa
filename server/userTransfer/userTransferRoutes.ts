// User transfer between brands of this platform (SPEC section 7 "User transfer"). {id} is the
// target brand. The signed-in customer proves the phone bound to their account:
// send-code/{id} (country_code, phone, captcha) sends an SMS code through the auth SMS sender;
// check-code/{id} (code) spends it (5 wrong tries, 5 minutes: server/auth/verificationCodes.ts)
// and answers a one-time redirect token; user-data (redirectToken), called on the target brand,
// spends the token, records the customer's brand and signs them in there.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fullPhoneNumber, isValidNationalNumber } from '../../domain/auth/countries';
import {
  BRAND_ID_PATTERN,
  TRANSFER_TOKEN_TTL_SECONDS,
  transferLandingPath,
  USER_TRANSFER_PREFIX,
} from '../../domain/userTransfer/userTransfer';
import {
  CAPTCHA_VERDICT_MESSAGES,
  CAPTCHA_VERDICT_REASONS,
  consumeCaptcha,
  parseCaptchaHeader,
} from '../auth/captcha';
import { codeSchema, phoneCodeSchema, phoneNumberSchema } from '../auth/authSchemas';
import { rateLimitConfig, RATE_LIMITS } from '../auth/authRateLimits';
import { spendCodeSend } from '../auth/codeSendCaps';
import { authUserOf, requireUser } from '../auth/currentUser';
import { newSecretToken, sha256, startSession } from '../auth/sessionTokens';
import { checkCode, issueCode } from '../auth/verificationCodes';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const paramsSchema = closedObjectSchema(['id'], {
  id: { type: 'string', pattern: BRAND_ID_PATTERN, description: 'The target brand' },
});

const sendCodeBodySchema = closedObjectSchema(['country_code', 'phone', 'captcha'], {
  country_code: phoneCodeSchema,
  phone: phoneNumberSchema,
  captcha: {
    type: 'string',
    pattern: '^[0-9a-fA-F-]{36}:[0-9]{1,10}$',
    description: '<captchaId>:<digits> of GET /captcha/update',
  },
});

const checkCodeBodySchema = closedObjectSchema(['code'], { code: codeSchema });

const userDataBodySchema = closedObjectSchema(['redirectToken'], {
  redirectToken: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
});

const ERRORS = {
  ...errorAnswers(400, 401, 404, 429),
};

/** The code's target: the customer and the brand they move to (never another's). */
const codeTarget = (userId: string, brand: string) => `${userId}:${brand}`;

export function registerUserTransferRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = [requireUser(ctx)];

  /** The target brand of {id}: one of this platform's, not the one asked on. */
  const targetBrand = (request: FastifyRequest, id: string) => {
    const { content, brandId } = requestScope(ctx, request);
    const target = content.brands.get(id);
    if (!target) throw new Refusal(404, 'transfer_brand_unknown', `brand ${id}: unknown`, 'id');
    if (id === brandId) {
      throw new Refusal(400, 'transfer_same_brand', 'the customer is on this brand', 'id');
    }
    return { from: brandId, to: id, host: target.site.hosts[0] ?? '' };
  };

  app.post<{
    Params: { id: string };
    Body: { country_code: string; phone: string; captcha: string };
  }>(
    `${USER_TRANSFER_PREFIX}/send-code/:id`,
    {
      preHandler: signedIn,
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary: "Sends an SMS code to the signed-in customer's phone to move to brand {id}",
        tags: ['user-transfer'],
        params: paramsSchema,
        body: sendCodeBodySchema,
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' } } },
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const user = authUserOf(request);
      const brand = targetBrand(request, request.params.id);
      const parsed = parseCaptchaHeader(request.body.captcha);
      const verdict = parsed
        ? await consumeCaptcha(ctx, parsed.captchaId, parsed.answer)
        : 'usedOrUnknown';
      if (verdict !== 'ok') {
        throw new Refusal(
          400,
          CAPTCHA_VERDICT_REASONS[verdict],
          CAPTCHA_VERDICT_MESSAGES[verdict],
          'captcha',
        );
      }
      const telCode = request.body.country_code.replace(/^\+/, '');
      if (!isValidNationalNumber(telCode, request.body.phone)) {
        throw new Refusal(400, 'invalid_field', 'body/phone does not fit the mask', 'phone');
      }
      const phone = fullPhoneNumber(telCode, request.body.phone);
      const owner = await ctx.database.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (owner.phone !== phone) {
        throw new Refusal(
          400,
          'transfer_phone_mismatch',
          'phone: not the phone bound to this account',
          'phone',
        );
      }
      await spendCodeSend(ctx, reply, phone);
      const code = await issueCode(ctx, {
        purpose: 'user_transfer',
        target: codeTarget(user.id, brand.to),
        userId: user.id,
      });
      await ctx.auth.sms.sendSms(phone, `Your code: ${code}`);
      return { success: true };
    },
  );

  app.post<{ Params: { id: string }; Body: { code: string } }>(
    `${USER_TRANSFER_PREFIX}/check-code/:id`,
    {
      preHandler: signedIn,
      schema: {
        summary: 'Checks the SMS code; answers the one-time redirect token for brand {id}',
        tags: ['user-transfer'],
        params: paramsSchema,
        body: checkCodeBodySchema,
        response: {
          200: objectSchema(['success', 'redirectToken', 'redirectHost', 'redirectPath'], {
            success: { type: 'boolean' },
            redirectToken: { type: 'string' },
            redirectHost: { type: 'string', description: "The target brand's host" },
            redirectPath: {
              type: 'string',
              description: "The target brand's landing path, the token in its fragment",
            },
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const user = authUserOf(request);
      const brand = targetBrand(request, request.params.id);
      const check = await checkCode(ctx, {
        purpose: 'user_transfer',
        target: codeTarget(user.id, brand.to),
        code: request.body.code,
        consume: true,
      });
      if (check.result === 'time_up') {
        throw new Refusal(400, 'code_expired', 'code: time_up', 'code');
      }
      if (check.result !== 'ok' || check.userId !== user.id) {
        throw new Refusal(400, 'wrong_code', 'code: wrong_code', 'code');
      }
      const token = newSecretToken();
      await ctx.database.db
        .insertInto('user_transfers')
        .values({
          user_id: user.id,
          from_brand: brand.from,
          to_brand: brand.to,
          token_hash: sha256(token),
          expires_at: new Date(ctx.auth.now().getTime() + TRANSFER_TOKEN_TTL_SECONDS * 1000),
        })
        .execute();
      const lng = ctx.contentStore.current.brands.get(brand.to)?.site.defaultLanguage ?? 'en';
      return {
        success: true,
        redirectToken: token,
        redirectHost: brand.host,
        redirectPath: transferLandingPath(lng, token),
      };
    },
  );

  app.post<{ Body: { redirectToken: string } }>(
    `${USER_TRANSFER_PREFIX}/user-data`,
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary:
          'On the target brand: spends the redirect token, records the brand and signs the customer in',
        tags: ['user-transfer'],
        body: userDataBodySchema,
        response: {
          200: objectSchema(['success', 'user_id', 'brand'], {
            success: { type: 'boolean' },
            user_id: { type: 'integer' },
            brand: { type: 'string' },
          }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      const now = ctx.auth.now();
      // Spent atomically: of two uses at once only one gets the row.
      const spent = await ctx.database.db
        .updateTable('user_transfers')
        .set({ used_at: now })
        .where('token_hash', '=', sha256(request.body.redirectToken))
        .where('to_brand', '=', brandId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'to_brand'])
        .executeTakeFirst();
      if (!spent) {
        throw new Refusal(
          400,
          'transfer_token_invalid',
          'redirectToken: unknown, used, expired or for another brand',
          'redirectToken',
        );
      }
      const userId = String(spent.user_id);
      await ctx.database.db
        .insertInto('customer_brands')
        .values({ user_id: userId, brand: spent.to_brand, transferred_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ brand: spent.to_brand, transferred_at: now }),
        )
        .execute();
      await startSession(ctx, reply, userId, true);
      return { success: true, user_id: Number(userId), brand: spent.to_brand };
    },
  );
}
