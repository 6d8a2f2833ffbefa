// GET/POST /sandbox-pay/{paymentId}: the sandbox provider's hosted page. The customer's choice
// schedules the provider's signed callbacks and sends the browser to the site's result page
// (SPEC section 2: payment result pages, and their withdraw variants). The choice is in the
// database (the provider's outbox) before the customer is sent to the result page, so what the
// customer was shown survives a crash of the server. The page belongs to the
// paying customer: only the signed-in user who created the payment sees or decides it (SPEC
// section 6: payment pages need sign-in); a visitor without a session is asked to sign in (401),
// another customer is answered as for an unknown id (404), and neither changes anything.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isFinalPaymentStatus,
  isPaymentStatus,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
  type PaymentStatus,
  type PaymentType,
} from '../../../domain/money/paymentStatus';
import { authenticate, requireAccessToken } from '../../auth/currentUser';
import { isSameOrigin } from '../../auth/originCheck';
import { errorResponseSchema, errorAnswers } from '../../http/httpSchemas';
import { Refusal } from '../../http/refusal';
import type { ServerContext } from '../../http/serverContext';
import { toSafeInteger } from '../bigints';
import { providerColumns } from '../../../domain/money/paymentMethods';
import { renderSandboxPage, SANDBOX_STYLESHEET, SANDBOX_STYLESHEET_PATH } from './sandboxPage';
import { SANDBOX_PAGE_PREFIX, type SandboxProvider } from './sandboxProvider';
import { closedObjectSchema } from '../../../domain/contract/jsonSchema';

const paramsSchema = closedObjectSchema(['paymentId'], {
  paymentId: { type: 'string', format: 'uuid' },
});

/** The result page of SPEC section 2 for the payment and outcome. */
export function resultPageUrl(
  payment: { id: string; type: PaymentType; lng: string },
  outcome: PaymentOutcome,
): string {
  const kind = payment.type === 'withdraw' ? 'payment/withdraw' : 'payment';
  return `/${payment.lng}/${kind}/${outcome}?paymentId=${encodeURIComponent(payment.id)}`;
}

export function registerSandboxPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  sandbox: SandboxProvider,
): void {
  // A guest is refused before the payment id and the form are checked (signInFirst.ts).
  const signedIn = [requireAccessToken(ctx)];
  /** The signed-in customer's own sandbox payment; throws a Refusal for anyone else. */
  const ownPayment = async (request: FastifyRequest, id: string) => {
    const auth = await authenticate(ctx, request);
    if (!auth.ok) {
      throw new Refusal(401, 'unauthorized', "Sign-in required: the paying customer's page");
    }
    const row = await ctx.database.db
      .selectFrom('payments')
      .select(['id', 'type', 'amount', 'currency_id', 'status', 'lng'])
      .where('id', '=', id)
      .where('user_id', '=', auth.user.id)
      .where('provider', 'in', providerColumns(sandbox.name))
      .executeTakeFirst();
    if (!row || !isPaymentStatus(row.status)) {
      throw new Refusal(404, 'not_found', 'paymentId: no such payment', 'paymentId');
    }
    return {
      id: row.id,
      type: row.type as PaymentType,
      amount: toSafeInteger(row.amount),
      currencyId: row.currency_id,
      status: row.status as PaymentStatus,
      lng: row.lng,
    };
  };
  /** Final in the server's view, or finally decided by the customer (callbacks on their way). */
  const settledOutcome = async (payment: { id: string; status: PaymentStatus }) =>
    isFinalPaymentStatus(payment.status)
      ? (payment.status as PaymentOutcome)
      : await sandbox.decisionOf(payment.id);

  app.get(
    SANDBOX_STYLESHEET_PATH,
    { schema: { summary: 'Stylesheet of the sandbox hosted page', tags: ['sandbox'] } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_STYLESHEET),
  );

  app.get<{ Params: { paymentId: string } }>(
    `${SANDBOX_PAGE_PREFIX}/:paymentId`,
    {
      preHandler: signedIn,
      schema: {
        summary: "The sandbox provider's hosted payment page (HTML)",
        tags: ['sandbox'],
        params: paramsSchema,
        produces: ['text/html'],
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const payment = await ownPayment(request, request.params.paymentId);
      const settled = await settledOutcome(payment);
      const html = renderSandboxPage({
        paymentId: payment.id,
        type: payment.type,
        amount: payment.amount,
        currencyId: payment.currencyId,
        ...(settled ? { finalStatus: settled, resultUrl: resultPageUrl(payment, settled) } : {}),
      });
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The site-wide no-referrer policy makes browsers send `Origin: null` with a form post;
          // this page's own policy lets its form carry the real Origin, which the choice checks.
          .header('referrer-policy', 'same-origin')
          .send(html)
      );
    },
  );

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post<{ Params: { paymentId: string }; Body: { outcome: PaymentOutcome } }>(
      `${SANDBOX_PAGE_PREFIX}/:paymentId`,
      {
        preHandler: signedIn,
        schema: {
          summary: 'The customer chooses the outcome on the hosted page (HTML form post)',
          tags: ['sandbox'],
          params: paramsSchema,
          consumes: ['application/x-www-form-urlencoded'],
          body: closedObjectSchema(['outcome'], {
            outcome: { type: 'string', enum: [...PAYMENT_OUTCOMES] },
          }),
          response: {
            303: { type: 'null', description: 'To the result page' },
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        // Only the hosted page's own form may choose (no cross-site form posts).
        if (!isSameOrigin(request)) {
          throw new Refusal(403, 'foreign_origin', 'origin: the Origin header names another site');
        }
        const payment = await ownPayment(request, request.params.paymentId);
        const settled = await settledOutcome(payment);
        if (settled) return reply.redirect(resultPageUrl(payment, settled), 303);
        // Committed before the answer: the result page shows what the outbox will deliver.
        const decision = await sandbox.decide(payment.id, request.body.outcome);
        const shown = decision.recorded ? request.body.outcome : decision.outcome;
        return reply.redirect(resultPageUrl(payment, shown), 303);
      },
    );
  });
}
