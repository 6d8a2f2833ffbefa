// Password recovery (SPEC section 4 "Password recovery"): request a code by e-mail or phone, check
// it (ok, wrong_code, time_up), set a new password; resend or cancel. Answers never reveal whether
// an account exists, neither by their body nor by their time: forgot and resend do the same work
// for every target (a code is made for a target without an account too, and never sent, so later
// check-code answers match as well), and the message to an account's target leaves after the
// answer. Refusals carry a reason and the field (server/http/refusal.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordUserInputs } from '../../domain/auth/passwordStrength';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal, refusalBody } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { codeSchema, passwordSchema, successSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { spendCodeSend } from './codeSendCaps';
import { hashPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';
import { readTarget, targetProperties, type Target, type TargetBody } from './recoveryTarget';
import { endSessionsEverywhere } from './sessionTokens';
import { cancelCodes, checkCode, issueCode } from './verificationCodes';
import { closedOptionalObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const PURPOSE = 'password_reset';

interface RecoveryMessage {
  target: Target;
  code: string;
}

async function sendRecoveryMessage(ctx: ServerContext, { target, code }: RecoveryMessage) {
  const text = `Your password recovery code: ${code}`;
  if (target.channel === 'email') {
    await ctx.auth.email.sendEmail(target.value, 'Password recovery', text);
  } else {
    await ctx.auth.sms.sendSms(target.value, text);
  }
}

const targetBodySchema = closedOptionalObjectSchema(targetProperties);

const resultSchema = objectSchema(['result'], {
  result: { type: 'string', enum: ['ok', 'wrong_code', 'time_up'] },
});

/** A refusal; a refused code also says why in SPEC section 4 terms (wrong_code or time_up). */
const resetErrorSchema = {
  ...errorResponseSchema,
  properties: {
    ...errorResponseSchema.properties,
    result: { type: 'string', enum: ['wrong_code', 'time_up'] },
  },
} as const;

export function registerPasswordRecoveryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const limit = rateLimitConfig(ctx, RATE_LIMITS.passwordRecovery);

  // Messages leave once the answer has gone (onResponse): a mail or SMS provider's time must not
  // tell an account's target from another. The server waits for those still leaving on close.
  const messages = new WeakMap<FastifyRequest, RecoveryMessage>();
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  const sendAfterAnswer = async (request: FastifyRequest) => {
    const message = messages.get(request);
    if (!message) return;
    const task: Promise<void> = sendRecoveryMessage(ctx, message)
      .catch((err: unknown) => request.log.error({ err }, 'password recovery code not sent'))
      .finally(() => sending.delete(task));
    sending.add(task);
  };

  /** The same queries for every target; the code of a target without an account is never sent. */
  async function issueRecoveryCode(target: Target): Promise<RecoveryMessage | null> {
    const user = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where(target.channel, '=', target.value)
      .executeTakeFirst();
    const code = await issueCode(ctx, {
      purpose: PURPOSE,
      target: target.value,
      userId: user ? String(user.id) : null,
    });
    return user ? { target, code } : null;
  }

  for (const [path, summary] of [
    ['/web-api/auth/password/forgot', 'Sends a recovery code to the e-mail or phone of an account'],
    ['/web-api/auth/password/resend', 'Sends a new recovery code (the previous one stops working)'],
  ] as const) {
    app.post<{ Body: TargetBody }>(
      path,
      {
        config: limit,
        onResponse: sendAfterAnswer,
        schema: {
          summary,
          tags: ['auth'],
          body: targetBodySchema,
          response: { 200: successSchema, 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const target = readTarget(request.body);
        // Per-target cap, counted whether or not an account has the target (a uniform 429).
        await spendCodeSend(ctx, reply, target.value);
        const message = await issueRecoveryCode(target);
        if (message) messages.set(request, message);
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
    async (request) => {
      const target = readTarget(request.body);
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
    async (request) => {
      const target = readTarget(request.body);
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
      const { code, password } = request.body;
      const problem = await passwordProblem(
        'body/password',
        password,
        passwordUserInputs([target.value]),
      );
      if (problem) throw new Refusal(400, 'weak_password', problem, 'password');
      const check = await checkCode(ctx, {
        purpose: PURPOSE,
        target: target.value,
        code,
        consume: true,
      });
      if (check.result !== 'ok' || check.userId === null) {
        const result = check.result === 'time_up' ? 'time_up' : 'wrong_code';
        const reason = result === 'time_up' ? 'code_expired' : 'wrong_code';
        const body = refusalBody(400, reason, `body/code: ${result}`, 'code');
        return reply.status(400).send({ ...body, result });
      }
      await ctx.database.db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(password),
          password_changed_at: ctx.auth.now(),
        })
        .where('id', '=', check.userId)
        .execute();
      await endSessionsEverywhere(ctx, check.userId);
      return { success: true };
    },
  );
}
