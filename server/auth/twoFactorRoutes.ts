// Two-factor sign-in set-up (SPEC section 3 protection_methods.enable_two_factor_auth): a TOTP
// secret for an authenticator app, enabled once the customer proves it with a code.
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { refuse } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { successSchema } from './authSchemas';
import { authUserOf, requireUser } from './currentUser';
import { nowSeconds } from './sessionTokens';
import { newTotpSecret, totpUri, verifyTotp } from './totp';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const ISSUER = 'Betting platform';
const totpBody = closedObjectSchema(['code'], { code: { type: 'string', pattern: '^[0-9]{6}$' } });

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = requireUser(ctx);
  const db = ctx.database.db;

  app.post(
    '/web-api/user/two-factor/setup',
    {
      preHandler: signedIn,
      schema: {
        summary: 'A new TOTP secret (not yet enabled) and its otpauth URI for the QR code',
        tags: ['user'],
        response: {
          200: objectSchema(['secret', 'otpauth_uri'], {
            secret: { type: 'string' },
            otpauth_uri: { type: 'string' },
          }),
          ...errorAnswers(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const secret = newTotpSecret();
      const updated = await db
        .updateTable('users')
        .set({ two_factor_secret: secret })
        .where('id', '=', userId)
        .where('two_factor_enabled', '=', false)
        .returning('id')
        .executeTakeFirst();
      if (!updated) {
        const message = 'two-factor: already enabled; disable it first';
        return refuse(reply, 409, 'two_factor_enabled', message);
      }
      return { secret, otpauth_uri: totpUri(secret, ISSUER, userId) };
    },
  );

  for (const enable of [true, false]) {
    app.post<{ Body: { code: string } }>(
      `/web-api/user/two-factor/${enable ? 'enable' : 'disable'}`,
      {
        preHandler: signedIn,
        schema: {
          summary: enable
            ? 'Turns two-step sign-in on with a code from the set-up secret'
            : 'Turns two-step sign-in off (needs a current code)',
          tags: ['user'],
          body: totpBody,
          response: { 200: successSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const userId = authUserOf(request).id;
        const user = await db
          .selectFrom('users')
          .select(['two_factor_secret', 'two_factor_enabled'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        if (enable && user.two_factor_enabled) {
          return refuse(reply, 400, 'two_factor_enabled', 'two-factor: already enabled');
        }
        if (!user.two_factor_secret || user.two_factor_enabled === enable) {
          return enable
            ? refuse(reply, 400, 'two_factor_not_set_up', 'two-factor: run set-up first')
            : refuse(reply, 400, 'two_factor_not_enabled', 'two-factor: not enabled');
        }
        if (!verifyTotp(user.two_factor_secret, request.body.code, nowSeconds(ctx))) {
          return refuse(reply, 400, 'wrong_code', 'body/code is wrong', 'code');
        }
        await db
          .updateTable('users')
          .set({
            two_factor_enabled: enable,
            ...(enable ? {} : { two_factor_secret: null }),
          })
          .where('id', '=', userId)
          .execute();
        return { success: true };
      },
    );
  }
}
