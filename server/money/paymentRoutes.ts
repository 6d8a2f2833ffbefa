// Payment routes of issue 3: deposit, withdraw, history, and the provider's callback.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authUserOf, requireConfirmedTerms, requireUser } from '../auth/currentUser';
import { errorResponseSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import {
  callbackResponseSchema,
  depositResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  paymentBodySchema,
  sandboxCallbackBodySchema,
  withdrawResponseSchema,
} from './moneySchemas';
import type { PaymentProvider } from './paymentProvider';
import { paymentHistory } from './paymentHistory';
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
}

const ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
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
  });

  app.post<{ Body: PaymentBody }>(
    '/web-api/payments/deposit',
    {
      preHandler: guarded,
      schema: {
        summary: "Starts a deposit to the active (or given) account: go to the provider's page",
        tags: ['payments'],
        body: paymentBodySchema,
        response: { 200: depositResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      try {
        const started = await startDeposit(db(), provider, paymentRequest(request));
        return { payment_id: started.paymentId, redirect_url: started.redirectUrl };
      } catch (err) {
        if (err instanceof PaymentRefusal) return badRequest(reply, err.message);
        throw err;
      }
    },
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
    async (request, reply) => {
      try {
        const started = await startWithdrawal(db(), provider, paymentRequest(request));
        return {
          payment_id: started.paymentId,
          status: started.status,
          redirect_url: started.redirectUrl,
        };
      } catch (err) {
        if (err instanceof PaymentRefusal) return badRequest(reply, err.message);
        throw err;
      }
    },
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
          400: errorResponseSchema,
          401: errorResponseSchema,
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

  // The callback needs its raw body for the signature, so it lives in its own scope with a JSON
  // parser that keeps the text.
  void app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('body: not valid JSON'), { statusCode: 400 }), undefined);
        }
      },
    );
    scope.post(
      `/web-api/payments/callback/${provider.name}`,
      {
        schema: {
          summary: `Signed notification from the ${provider.name} payment provider (HMAC-SHA256)`,
          tags: ['payments'],
          body: sandboxCallbackBodySchema,
          response: {
            200: callbackResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const verified = provider.verifyCallback(rawBodies.get(request) ?? '', request.headers);
        if (!verified.ok) {
          const error = verified.status === 401 ? 'Unauthorized' : 'Bad Request';
          return reply.status(verified.status).send({ error, message: verified.message });
        }
        const result = await applyProviderCallback(db(), provider.name, verified.callback);
        if (result.kind === 'rejected') return badRequest(reply, result.message);
        request.log.info({ paymentId: verified.callback.paymentId, result }, 'payment callback');
        return { result: result.kind, status: result.status };
      },
    );
  });
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.status(400).send({ error: 'Bad Request', message });
}
