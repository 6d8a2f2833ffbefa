// The customer's support API (office payment/requests, payment/create-request, support and
// share-idea): every route needs the signed-in customer and touches only their own requests.
import type { FastifyInstance } from 'fastify';
import {
  SUPPORT_PATHS,
  SUPPORT_TEXT_MAX,
  SUPPORT_TEXT_MIN,
  type SupportRequestInput,
} from '../../domain/support/contract';
import { authUserOf, requireUser } from '../auth/currentUser';
import { contractObject, errorAnswers } from '../http/httpSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';
import {
  addMessage,
  customerRequest,
  listRequests,
  openRequest,
  transactionsForTopic,
} from './supportStore';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

const TAGS = ['support'];

export const supportText = {
  type: 'string',
  minLength: SUPPORT_TEXT_MIN,
  maxLength: SUPPORT_TEXT_MAX,
  // Not only blanks.
  pattern: '\\S',
} as const;

export const requestIdParams = closedObjectSchema(['id'], {
  id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
});

export const textBody = closedObjectSchema(['text'], { text: supportText });

const requestBody = closedObjectSchema(['topicId', 'text'], {
  topicId: { type: 'integer', minimum: 1, maximum: 999 },
  subTopicId: { type: 'integer', minimum: 1, maximum: 9999 },
  // payments.id: a UUID.
  transactionId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' },
  text: supportText,
});

const refusals = errorAnswers(400, 401, 403, 404, 409, 429);

const answer = (what: string) => contractObject(`${what}: see domain/support/contract.ts`);

export function registerSupportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = () => ctx.database.db;

  app.get(
    SUPPORT_PATHS.requests,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "The customer's payment requests, newest first, with unread replies",
        tags: TAGS,
        response: { 200: answer('SupportRequestList'), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { requests: await listRequests(db(), authUserOf(request).id) };
    },
  );

  app.post<{ Body: SupportRequestInput }>(
    SUPPORT_PATHS.requests,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: 'Opens a payment request on a topic, optionally naming one of own payments',
        tags: TAGS,
        body: requestBody,
        response: { 201: answer('{ request }'), ...refusals },
      },
    },
    async (request, reply) => {
      const created = await openRequest(
        db(),
        authUserOf(request).id,
        requestScope(ctx, request).brandId,
        request.body,
      );
      return reply.status(201).send({ request: created });
    },
  );

  app.get<{ Params: { id: string } }>(
    SUPPORT_PATHS.request(':id'),
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "One of the customer's requests with its messages; replies count as read",
        tags: TAGS,
        params: requestIdParams,
        response: { 200: answer('SupportRequestDetail'), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customerRequest(db(), authUserOf(request).id, request.params.id, ctx.auth.now());
    },
  );

  app.post<{ Params: { id: string }; Body: { text: string } }>(
    SUPPORT_PATHS.messages(':id'),
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: 'The customer writes again in one of their own requests',
        tags: TAGS,
        params: requestIdParams,
        body: textBody,
        response: { 201: answer('{ message }'), ...refusals },
      },
    },
    async (request, reply) => {
      const message = await addMessage(db(), request.params.id, request.body.text, {
        userId: authUserOf(request).id,
      });
      return reply.status(201).send({ message });
    },
  );

  app.get<{ Querystring: { topicId: number } }>(
    SUPPORT_PATHS.transactions,
    {
      preHandler: [requireUser(ctx)],
      schema: {
        summary: "The customer's own payments a request on the topic may name",
        tags: TAGS,
        querystring: closedObjectSchema(['topicId'], {
          topicId: { type: 'integer', minimum: 1, maximum: 999 },
        }),
        response: { 200: answer('{ transactions }'), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        transactions: await transactionsForTopic(
          db(),
          authUserOf(request).id,
          request.query.topicId,
        ),
      };
    },
  );

  app.post<{ Body: { text: string } }>(
    SUPPORT_PATHS.ideas,
    {
      preHandler: [requireUser(ctx)],
      config: ctx.auth.rateLimits ? { rateLimit: { max: 10, timeWindow: '1 hour' } } : {},
      schema: {
        summary: 'Shares an idea with the operators',
        tags: TAGS,
        body: textBody,
        response: { 201: answer('{ id }'), ...refusals },
      },
    },
    async (request, reply) => {
      const row = await db()
        .insertInto('support_ideas')
        .values({
          user_id: authUserOf(request).id,
          brand: requestScope(ctx, request).brandId,
          body: request.body.text,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: String(row.id) });
    },
  );
}
