// Payment routes: deposit, withdraw, history (SPEC section 7 "Account and user"), and the
// provider's callback. Refusals answer a stable reason and the field (server/http/refusal.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reasonOfStatus } from '../../domain/errors/errorReasons';
import { authUserOf, requireConfirmedTerms, requireUser } from '../auth/currentUser';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { keepRawJsonBodies } from '../http/rawJsonBody';
import { refuse } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import {
  callbackResponseSchema,
  depositResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  depositBodySchema,
  paymentBodySchema,
  sandboxCallbackBodySchema,
  teamCashResponseSchema,
  withdrawResponseSchema,
} from './moneySchemas';
import type { PaymentProvider } from './paymentProvider';
import { paymentHistory } from './paymentHistory';
import { teamCashRecords } from './teamCash';
import type { PaymentMethod } from '../../domain/money/paymentMethods';
import {
  applyProviderCallback,
  PaymentRefusal,
  startDeposit,
  startWithdrawal,
  type PaymentRequest,
} from './payments';

/** SPEC section 3 default language: the result page language when the client names none. */
export const DEFAULT_RESULT_LANGUAGE = 'ru';
/** A provider callback is a few hundred bytes. */
const CALLBACK_BODY_LIMIT = 8 * 1024;

interface PaymentBody {
  amount: number;
  account_id?: number;
  lng?: string;
  /** Deposits only (depositBodySchema). */
  method?: PaymentMethod;
}

const ERRORS = {
  ...errorAnswers(400, 401),
  // A deposit refused by a limit: reason, and remaining or endsAt (server/limits/).
  403: errorResponseSchema,
  451: {
    ...errorResponseSchema,
    properties: { ...errorResponseSchema.properties, exception_code: { type: 'integer' } },
  },
};

export function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: PaymentProvider,
  now: () => Date,
): void {
  const guarded = [requireUser(ctx), requireConfirmedTerms(ctx)];
  const db = () => ctx.database.db;
  const paymentRequest = (request: FastifyRequest<{ Body: PaymentBody }>): PaymentRequest => ({
    userId: authUserOf(request).id,
    amount: request.body.amount,
    ...(request.body.account_id === undefined
      ? {}
      : { accountId: String(request.body.account_id) }),
    lng: request.body.lng ?? DEFAULT_RESULT_LANGUAGE,
    clock: ctx.worldClock,
    brand: ctx.contentStore.brandOf(request.headers.host, ctx.envBrand),
    ...(request.body.method === undefined ? {} : { method: request.body.method }),
  });

  /** A deposit's or withdrawal's start answered; a PaymentRefusal is the 400 of its field. */
  const answerStart = async <T>(
    reply: FastifyReply,
    start: () => Promise<T>,
  ): Promise<T | FastifyReply> => {
    try {
      return await start();
    } catch (err) {
      if (err instanceof PaymentRefusal) {
        return refuse(reply, 400, err.reason, err.message, err.field);
      }
      throw err;
    }
  };

  app.post<{ Body: PaymentBody }>(
    '/web-api/payments/deposit',
    {
      preHandler: guarded,
      schema: {
        summary: "Starts a deposit to the active (or given) account: go to the provider's page",
        tags: ['payments'],
        body: depositBodySchema,
        response: { 200: depositResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      answerStart(reply, async () => {
        const started = await startDeposit(db(), provider, paymentRequest(request));
        return { payment_id: started.paymentId, redirect_url: started.redirectUrl };
      }),
  );

  app.post<{ Body: PaymentBody }>(
    '/web-api/payments/withdraw',
    {
      preHandler: guarded,
      schema: {
        summary: 'Requests a withdrawal: the amount is reserved at once, the provider settles it',
        tags: ['payments'],
        body: paymentBodySchema,
        response: { 200: withdrawResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      answerStart(reply, async () => {
        const started = await startWithdrawal(db(), provider, paymentRequest(request));
        return {
          payment_id: started.paymentId,
          status: started.status,
          redirect_url: started.redirectUrl,
        };
      }),
  );

  app.get<{ Querystring: { pageNumber: number; isIncludeArchive: boolean } }>(
    '/web-api/office/payments/history',
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary:
          "The signed-in user's deposits and withdrawals, newest first (amounts in minor units)",
        tags: ['payments'],
        querystring: historyQuerySchema,
        response: {
          200: historyResponseSchema,
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentHistory(db(), authUserOf(request).id, {
        pageNumber: request.query.pageNumber,
        includeArchive: request.query.isIncludeArchive,
        now: now(),
      });
    },
  );

  app.get(
    '/web-api/payments/team-cash',
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary:
          "SPEC section 3: the signed-in user's team-cash payment records, newest first (status id 2 is paid)",
        tags: ['payments'],
        response: { 200: teamCashResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await teamCashRecords(db(), authUserOf(request).id, provider.name) };
    },
  );

  // The callback needs its raw body for the signature, so it lives in its own scope with a JSON
  // parser that keeps the text.
  void app.register(async (scope) => {
    const rawBodies = keepRawJsonBodies(scope, 'string', CALLBACK_BODY_LIMIT);
    scope.post(
      `/web-api/payments/callback/${provider.name}`,
      {
        schema: {
          summary: `Signed notification from the ${provider.name} payment provider (HMAC-SHA256)`,
          tags: ['payments'],
          body: sandboxCallbackBodySchema,
          response: {
            200: callbackResponseSchema,
            ...errorAnswers(400, 401),
          },
        },
      },
      async (request, reply) => {
        const verified = provider.verifyCallback(rawBodies.get(request) ?? '', request.headers);
        if (!verified.ok) {
          const { status, message, field } = verified;
          return refuse(reply, status, reasonOfStatus(status), message, field);
        }
        const result = await applyProviderCallback(db(), provider.name, verified.callback);
        if (result.kind === 'rejected') {
          return refuse(reply, 400, 'invalid_field', result.message, result.field);
        }
        request.log.info({ paymentId: verified.callback.paymentId, result }, 'payment callback');
        return { result: result.kind, status: result.status };
      },
    );
  });
}
