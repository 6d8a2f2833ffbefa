// PUT /operator-api/customers/:userId/brand: an operator moves a customer's account to another
// brand (office), as the customer's own transfer does (server/userTransfer/transferNeed.ts); the
// session then tells the customer signed in on another brand to move there (SPEC section 6, the
// transfer modal). Needs 'operations' on the target brand (domain/operators/roles.ts `can`), is
// checked whole before anything is written, and is audited in the same transaction.
import type { FastifyInstance } from 'fastify';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import {
  ACCOUNT_BRAND_PATH,
  type AccountBrandRequest,
  type AccountBrandResponse,
} from '../../domain/userTransfer/accountBrand';
import { BRAND_ID_PATTERN } from '../../domain/userTransfer/userTransfer';
import { errorAnswers, numericIdSchema } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { operatorOf, recordAudit, requireOperator } from '../operators/index';
import { operationsBrand } from '../access/operatorAccessHttp';
import { accountBrandOf, setAccountBrand } from './transferNeed';

const params = objectSchema(['userId'], {
  userId: numericIdSchema,
});

const body = closedObjectSchema(['brand'], {
  brand: { type: 'string', pattern: BRAND_ID_PATTERN, description: 'A brand of this platform' },
});

export function registerOperatorTransferRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Params: { userId: string }; Body: AccountBrandRequest }>(
    ACCOUNT_BRAND_PATH(':userId'),
    {
      preHandler: requireOperator(ctx, 'operations'),
      schema: {
        summary: "Moves a customer's account to another brand (office); audited",
        tags: ['operators', 'customers'],
        params,
        body,
        response: {
          200: objectSchema(['userId', 'brand', 'previous'], {
            userId: { type: 'string' },
            brand: { type: 'string' },
            previous: { type: ['string', 'null'] },
          }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request): Promise<AccountBrandResponse> => {
      const op = operatorOf(request);
      // A brand this server serves, on which the operator may run operations (400, 403).
      const brand = operationsBrand(ctx, request, request.body.brand);
      return ctx.database.db.transaction().execute(async (trx) => {
        const previous = await accountBrandOf(trx, request.params.userId);
        const moved = await setAccountBrand(
          trx,
          ctx.contentStore.current,
          request.params.userId,
          brand,
          ctx.auth.now(),
        );
        const answer = { ...moved, previous };
        await recordAudit(trx, {
          operatorId: op.id,
          action: 'customer.brand',
          brand,
          target: `customer/${moved.userId}`,
          details: { brand, previous: answer.previous },
        });
        return answer;
      });
    },
  );
}
