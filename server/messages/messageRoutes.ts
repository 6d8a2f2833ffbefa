// The links of the messages the site sends (docs/messages.md):
//   POST /web-api/user/accountverify   spends an activation link and confirms the e-mail address
//   POST /web-api/user/activation/send a new activation link for the signed-in customer's e-mail
//   POST /web-api/user/stopnewsletter  the opt-out link: no news by e-mail (enable_mail_news off)
// The links open the pages user/accountverify and user/stopnewsletter, which post their token here.
import type { FastifyInstance } from 'fastify';
import { authUserOf, identify, requireUser } from '../auth/currentUser';
import { rateLimitConfig, RATE_LIMITS } from '../auth/authRateLimits';
import { spendCodeSend } from '../auth/codeSendCaps';
import { brandOf } from '../config/siteConfig';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import {
  confirmEmail,
  isEmailConfirmed,
  linkBaseOf,
  sendActivationEmail,
  userOfNewsletterToken,
} from './activationLinks';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const tokenBodySchema = closedObjectSchema(['token'], {
  token: { type: 'string', minLength: 16, maxLength: 1024, pattern: '^[A-Za-z0-9_.-]+$' },
});

const successSchema = objectSchema(['success'], { success: { type: 'boolean' } });

const refusals = errorAnswers(400, 401, 403, 409, 410, 429, 503);

export function registerMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { token: string } }>(
    '/web-api/user/accountverify',
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.registration),
      schema: {
        summary:
          'Confirms the e-mail address of the activation link (single use, 48 hours). Signed in ' +
          'as another customer: refused (403 link_other_customer)',
        tags: ['user'],
        body: tokenBodySchema,
        response: {
          200: objectSchema(['success', 'email'], {
            success: { type: 'boolean' },
            email: { type: 'string' },
          }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Signed in or not: the link itself is the proof. Signed in as someone else is refused.
      const who = await identify(ctx, request);
      const confirmed = await confirmEmail(
        ctx,
        request.body.token,
        who.ok ? who.user.id : undefined,
      );
      return { success: true, email: confirmed.email };
    },
  );

  app.post(
    '/web-api/user/activation/send',
    {
      preHandler: requireUser(ctx),
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary: "Sends a new activation link to the signed-in customer's e-mail address",
        tags: ['user'],
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const user = await ctx.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.email === null) {
        throw new Refusal(409, 'email_missing', 'The account has no e-mail address');
      }
      if (await isEmailConfirmed(ctx, userId, user.email)) {
        throw new Refusal(409, 'email_already_confirmed', 'The e-mail address is confirmed');
      }
      // The per-address cap of every code and link sender (server/auth/codeSendCaps.ts).
      await spendCodeSend(ctx, reply, user.email);
      const { content, brandId } = requestScope(ctx, request);
      const base = linkBaseOf(request, brandOf(content, brandId).site);
      await sendActivationEmail(ctx, { userId, email: user.email, base });
      return { success: true };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/web-api/user/stopnewsletter',
    {
      config: rateLimitConfig(ctx, RATE_LIMITS.registration),
      schema: {
        summary:
          'The opt-out link of a message: turns news by e-mail off (user config ' +
          'notifications.enable_mail_news) for the customer the link names',
        tags: ['user'],
        body: tokenBodySchema,
        response: { 200: successSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await userOfNewsletterToken(ctx, request.body.token);
      const changed = await ctx.database.db
        .updateTable('users')
        .set({ enable_mail_news: false })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) {
        throw new Refusal(400, 'link_invalid', 'token: the account no longer exists', 'token');
      }
      return { success: true };
    },
  );
}

/**
 * After a registration by e-mail: the activation link the activation page promises. A mail server
 * that does not take it does not undo the registration: it is logged (by the sender) and the
 * customer asks for a new link from the office (POST /web-api/user/activation/send).
 */
export async function sendRegistrationActivation(
  ctx: ServerContext,
  request: Parameters<typeof linkBaseOf>[0],
  userId: string,
  email: string,
): Promise<boolean> {
  const { content, brandId } = requestScope(ctx, request);
  const base = linkBaseOf(request, brandOf(content, brandId).site);
  try {
    await sendActivationEmail(ctx, { userId, email, base });
    return true;
  } catch (err) {
    if (err instanceof Refusal) return false;
    throw err;
  }
}
