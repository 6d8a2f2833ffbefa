// A switch an operator sets on one customer (line and live access, a frozen account): the
// operator route (permission 'operations', audited in the same transaction) and its test-control
// twin (TEST_CONTROL=1 only, no operator: end-to-end tests switch the customer they registered).
// Both validate the same body and answer the same shape; an unknown customer is 404.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { objectSchema } from '../../domain/contract/jsonSchema';
import type { DatabaseSchema } from '../db/schema';
import { errorResponseSchema, numericIdSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { operatorOf, recordAudit } from '../operators/index';
import { CONTROL_ERRORS } from '../testControl/testControlSchemas';
import { operationsRoute, operatorErrors } from './operatorAccessHttp';

export interface CustomerSwitch<B> {
  operatorPath: string;
  testControlPath: string;
  /** What the switch does, for the OpenAPI summaries ('freezes or unfreezes ...'). */
  does: string;
  /** The audit log's action. */
  action: string;
  body: object;
  response: object;
  set: (
    db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
    userId: string,
    body: B,
  ) => Promise<{ userId: string }>;
}

const customerParams = objectSchema(['userId'], { userId: numericIdSchema });

/** PUT operatorPath: behind `operations`, audited with the request's body. */
export function registerOperatorCustomerSwitch<B>(
  app: FastifyInstance,
  ctx: ServerContext,
  operations: preHandlerAsyncHookHandler,
  sw: CustomerSwitch<B>,
): void {
  app.put<{ Params: { userId: string }; Body: B }>(
    sw.operatorPath,
    operationsRoute(operations, `${sw.does}; audited`, {
      params: customerParams,
      body: sw.body,
      response: { 200: sw.response, 404: errorResponseSchema, ...operatorErrors },
    }),
    async (request) => {
      const op = operatorOf(request);
      return ctx.database.db.transaction().execute(async (trx) => {
        const answer = await sw.set(trx, request.params.userId, request.body as B);
        await recordAudit(trx, {
          operatorId: op.id,
          action: sw.action,
          target: `customer/${answer.userId}`,
          details: request.body,
        });
        return answer;
      });
    },
  );
}

/** PUT testControlPath: the same change without an operator (TEST_CONTROL=1 only). */
export function registerTestControlCustomerSwitch<B>(
  app: FastifyInstance,
  ctx: ServerContext,
  sw: CustomerSwitch<B>,
): void {
  app.put<{ Params: { userId: string }; Body: B }>(
    sw.testControlPath,
    {
      schema: {
        summary: `Test control: ${sw.does}`,
        tags: ['test-control'],
        params: customerParams,
        body: sw.body,
        response: { 200: sw.response, ...CONTROL_ERRORS },
      },
    },
    async (request) => sw.set(ctx.database.db, request.params.userId, request.body as B),
  );
}
