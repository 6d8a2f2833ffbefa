// The operators' side of support: the brand's requests, one request with its messages, a reply
// (audited in the reply's own transaction), closing and reopening a request of the brand the
// operator works on (audited likewise) and the shared ideas. Behind the 'operations' permission;
// a partner sees only its own brand.
import type { FastifyInstance } from 'fastify';
import { SUPPORT_PATHS, type SupportStatus } from '../../domain/support/contract';
import { contractObject, errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import {
  assertOperatorCan,
  brandQuerySchema,
  operatorOf,
  recordAudit,
  requireOperator,
} from '../operators/index';
import { requestIdParams, textBody } from './supportRoutes';
import {
  addMessage,
  operatorList,
  operatorRequest,
  requestBrand,
  setRequestClosed,
} from './supportStore';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

const TAGS = ['operators', 'support'];

const refusals = errorAnswers(400, 401, 403, 404, 409);

const answer = (what: string) => contractObject(`${what}: see domain/support/contract.ts`);

export function registerSupportOperatorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => ctx.database.db;
  const operations = requireOperator(ctx, 'operations');

  const knownBrand = (brand: string): string => {
    if (!ctx.contentStore.current.brands.has(brand)) {
      throw new Refusal(400, 'brand_unknown', `No brand ${brand} on this server`, 'brand');
    }
    return brand;
  };

  app.get<{ Querystring: { brand: string; status?: SupportStatus } }>(
    SUPPORT_PATHS.operatorRequests,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's payment requests, newest activity first",
        tags: TAGS,
        querystring: closedObjectSchema(['brand'], {
          brand: brandQuerySchema,
          status: { type: 'string', enum: ['open', 'answered', 'closed'] },
        }),
        response: { 200: answer('SupportRequestList'), ...refusals },
      },
    },
    async (request) => {
      const brand = knownBrand(request.query.brand);
      assertOperatorCan(operatorOf(request), 'operations', { brand });
      return { requests: await operatorList(db(), brand, request.query.status) };
    },
  );

  app.get<{ Params: { id: string } }>(
    SUPPORT_PATHS.operatorRequest(':id'),
    {
      preHandler: operations,
      schema: {
        summary: 'One payment request with its messages (nothing is marked read)',
        tags: TAGS,
        params: requestIdParams,
        response: { 200: answer('SupportRequestDetail'), ...refusals },
      },
    },
    async (request) => {
      const { brand, ...detail } = await operatorRequest(db(), request.params.id);
      assertOperatorCan(operatorOf(request), 'operations', { brand });
      return detail;
    },
  );

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    SUPPORT_PATHS.operatorReplies(':id'),
    {
      preHandler: operations,
      schema: {
        summary: "An operator's reply in a payment request; audited",
        tags: TAGS,
        params: requestIdParams,
        body: textBody,
        response: { 201: answer('{ message }'), ...refusals },
      },
    },
    async (request, reply) => {
      const op = operatorOf(request);
      assertOperatorCan(op, 'operations', { brand: await requestBrand(db(), request.params.id) });
      const message = await addMessage(db(), request.params.id, request.body.text, {
        operatorId: op.id,
        afterWrite: (trx, brand) =>
          recordAudit(trx, {
            operatorId: op.id,
            action: 'support.reply',
            brand,
            target: `support-request/${request.params.id}`,
            details: { messageLength: request.body.text.length },
          }),
      });
      return reply.status(201).send({ message });
    },
  );

  // Closing and reopening name the brand the operator works on: a request of another brand is
  // 404 as a missing one, and nothing changes.
  const brandBody = closedObjectSchema(['brand'], { brand: brandQuerySchema });
  for (const [path, closed] of [
    [SUPPORT_PATHS.operatorClose(':id'), true],
    [SUPPORT_PATHS.operatorReopen(':id'), false],
  ] as const) {
    app.post<{ Params: { id: string }; Body: { brand: string } }>(
      path,
      {
        preHandler: operations,
        schema: {
          summary: closed
            ? 'Closes a payment request of the brand: the customer can no longer write in it; audited'
            : 'Opens a closed payment request of the brand again; audited',
          tags: TAGS,
          params: requestIdParams,
          body: brandBody,
          response: { 200: answer('{ request }'), ...refusals },
        },
      },
      async (request) => {
        const op = operatorOf(request);
        const brand = knownBrand(request.body.brand);
        assertOperatorCan(op, 'operations', { brand });
        const view = await setRequestClosed(
          db(),
          request.params.id,
          brand,
          closed,
          ctx.auth.now(),
          (trx) =>
            recordAudit(trx, {
              operatorId: op.id,
              action: closed ? 'support.close' : 'support.reopen',
              brand,
              target: `support-request/${request.params.id}`,
            }),
        );
        return { request: view };
      },
    );
  }

  app.get<{ Querystring: { brand: string } }>(
    SUPPORT_PATHS.operatorIdeas,
    {
      preHandler: operations,
      schema: {
        summary: "A brand's shared ideas, newest first",
        tags: TAGS,
        querystring: closedObjectSchema(['brand'], { brand: brandQuerySchema }),
        response: { 200: answer('{ ideas }'), ...refusals },
      },
    },
    async (request) => {
      const brand = knownBrand(request.query.brand);
      assertOperatorCan(operatorOf(request), 'operations', { brand });
      const rows = await db()
        .selectFrom('support_ideas')
        .select(['id', 'user_id', 'body', 'created_at'])
        .where('brand', '=', brand)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return {
        ideas: rows.map((r) => ({
          id: String(r.id),
          userId: String(r.user_id),
          text: r.body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
}
