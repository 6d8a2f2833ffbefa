// Password recovery (SPEC section 4): request a code by e-mail or phone, check it (ok, wrong_code,
// time_up), set a new password; resend or cancel. Answers never reveal whether an account exists.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { codeSchema, passwordSchema, successSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { spendCodeSend } from './codeSendCaps';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';
import { readTarget, targetProperties, type Target, type TargetBody } from './recoveryTarget';
import { endSessionsEverywhere } from './sessionTokens';
import { cancelCodes, checkCode, issueCode } from './verificationCodes';

const PURPOSE = 'password_reset';

const targetBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: targetProperties,
} as const;

const resultSchema = {
  type: 'object',
  required: ['result'],
  properties: {
    result: { type: 'string', enum: ['ok', 'wrong_code', 'time_up'] },
  },
} as const;

const resetErrorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    result: { type: 'string', enum: ['wrong_code', 'time_up'] },
  },
} as const;

function badTarget(reply: FastifyReply, target: Target) {
  return reply.status(400).send({ error: 'Bad Request', message: target.ok ? '' : target.message });
}

export function registerPasswordRecoveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const limit = rateLimitConfig(ctx, RATE_LIMITS.passwordRecovery);

  /** Sends a code when the target belongs to an account; the answer is the same either way. */
  async function sendCode(target: Extract<Target, { ok: true }>): Promise<void> {
    const user = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where(target.channel, '=', target.value)
      .executeTakeFirst();
    if (!user) return;
    const code = await issueCode(ctx, {
      purpose: PURPOSE,
      target: target.value,
      userId: String(user.id),
    });
    const text = `Your password recovery code: ${code}`;
    if (target.channel === 'email') {
      await ctx.auth.email.sendEmail(target.value, 'Password recovery', text);
    } else {
      await ctx.auth.sms.sendSms(target.value, text);
    }
  }

  for (const [path, summary] of [
    ['/web-api/auth/password/forgot', 'Sends a recovery code to the e-mail or phone of an account'],
    ['/web-api/auth/password/resend', 'Sends a new recovery code (the previous one stops working)'],
  ] as const) {
    app.post<{ Body: TargetBody }>(
      path,
      {
        config: limit,
        schema: {
          summary,
          tags: ['auth'],
          body: targetBodySchema,
          response: { 200: successSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const target = readTarget(request.body);
        if (!target.ok) return badTarget(reply, target);
        // Per-target cap, counted whether or not an account has the target (a uniform 429).
        await spendCodeSend(ctx, reply, target.value);
        await sendCode(target);
        return { success: true };
      },
    );
  }

  app.post<{ Body: TargetBody }>(
    '/web-api/auth/password/cancel',
    {
      config: limit,
      schema: {
        summary: 'Cancels the recovery: the sent code stops working',
        tags: ['auth'],
        body: targetBodySchema,
        response: { 200: successSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const target = readTarget(request.body);
      if (!target.ok) return badTarget(reply, target);
      await cancelCodes(ctx, { purpose: PURPOSE, target: target.value });
      return { success: true };
    },
  );

  app.post<{ Body: TargetBody & { code: string } }>(
    '/web-api/auth/password/check-code',
    {
      config: limit,
      schema: {
        summary: 'Checks a recovery code: ok, wrong_code, or time_up (it expired)',
        tags: ['auth'],
        body: {
          ...targetBodySchema,
          required: ['code'],
          properties: { ...targetProperties, code: codeSchema },
        },
        response: { 200: resultSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const target = readTarget(request.body);
      if (!target.ok) return badTarget(reply, target);
      const check = await checkCode(ctx, {
        purpose: PURPOSE,
        target: target.value,
        code: request.body.code,
        consume: false,
      });
      return { result: check.result };
    },
  );

  app.post<{ Body: TargetBody & { code: string; password: string } }>(
    '/web-api/auth/password/reset',
    {
      config: limit,
      schema: {
        summary: 'Sets a new password with a valid recovery code; every session of the user ends',
        tags: ['auth'],
        body: {
          ...targetBodySchema,
          required: ['code', 'password'],
          properties: { ...targetProperties, code: codeSchema, password: passwordSchema },
        },
        response: { 200: successSchema, 400: resetErrorSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const target = readTarget(request.body);
      if (!target.ok) return badTarget(reply, target);
      const problem = passwordProblem('body/password', request.body.password);
      if (problem) return reply.status(400).send({ error: 'Bad Request', message: problem });
      const check = await checkCode(ctx, {
        purpose: PURPOSE,
        target: target.value,
        code: request.body.code,
        consume: true,
      });
      if (check.result !== 'ok' || check.userId === null) {
        const result = check.result === 'time_up' ? 'time_up' : 'wrong_code';
        return reply
          .status(400)
          .send({ error: 'Bad Request', message: `body/code: ${result}`, result });
      }
      await ctx.database.db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(request.body.password),
          password_changed_at: ctx.auth.now(),
        })
        .where('id', '=', check.userId)
        .execute();
      await endSessionsEverywhere(ctx, check.userId);
      return { success: true };
    },
  );
}
