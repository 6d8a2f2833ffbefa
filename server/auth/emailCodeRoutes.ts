// POST /web-api/auth/email/send: the code that proves an e-mail address before registration by
// e-mail (full_reg), as the SMS code proves a phone. Every address gets a code and the same answer
// after the same work, so the answer and its timing never say whether the address has an account.
// The message to an address that has one also says so: only its holder reads that.
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { emailSchema, successSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { spendCodeSend } from './codeSendCaps';
import { issueCode } from './verificationCodes';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

export const REGISTRATION_EMAIL_SUBJECT = 'Your registration code';

export function registerEmailCodeRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { email: string } }>(
    '/web-api/auth/email/send',
    {
      // The per-address limit of code senders: one request sends one message.
      config: rateLimitConfig(ctx, RATE_LIMITS.sms),
      schema: {
        summary: 'Sends the e-mail code for registration by e-mail (full_reg)',
        tags: ['auth'],
        body: closedObjectSchema(['email'], { email: emailSchema }),
        response: { 200: successSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // The per-target cap (codeSendCaps.ts), counted before the address is looked up.
      await spendCodeSend(ctx, reply, email);
      const owner = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      const code = await issueCode(ctx, { purpose: 'email_reg', target: email, userId: null });
      const text = owner
        ? `Your registration code: ${code}\n` +
          'An account with this e-mail address already exists. If it is yours, sign in or ' +
          'recover your password instead. If you did not ask for this code, ignore this message.'
        : `Your registration code: ${code}\n` +
          'If you did not ask for this code, ignore this message.';
      await ctx.auth.email.sendEmail(email, REGISTRATION_EMAIL_SUBJECT, text);
      return { success: true };
    },
  );
}
