// PUT /test-control/customers/:userId/brand: records the brand (office) an account belongs to,
// as a transfer does, so end-to-end tests can make a customer who needs an office transfer
// (SPEC section 6, the transfer modal). TEST_CONTROL=1 only, like every /test-control/ route.
import type { FastifyInstance } from 'fastify';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import { BRAND_ID_PATTERN } from '../../domain/userTransfer/userTransfer';
import { requestScope, type ServerContext } from '../http/serverContext';
import { setAccountBrand } from '../userTransfer/transferNeed';
import { CONTROL_ERRORS } from './testControlSchemas';
import { numericIdSchema } from '../http/httpSchemas';

export const TEST_CONTROL_ACCOUNT_BRAND = (userId: string | number) =>
  `/test-control/customers/${userId}/brand`;

const params = objectSchema(['userId'], {
  userId: numericIdSchema,
});

const body = closedObjectSchema(['brand'], {
  brand: { type: 'string', pattern: BRAND_ID_PATTERN, description: 'A brand of this platform' },
});

export function registerTransferControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Params: { userId: string }; Body: { brand: string } }>(
    TEST_CONTROL_ACCOUNT_BRAND(':userId'),
    {
      schema: {
        summary: 'Test control: records the brand (office) a customer account belongs to',
        tags: ['test-control'],
        params,
        body,
        response: {
          200: objectSchema(['userId', 'brand'], {
            userId: { type: 'string' },
            brand: { type: 'string' },
          }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request) =>
      setAccountBrand(
        ctx.database.db,
        requestScope(ctx, request).content,
        request.params.userId,
        request.body.brand,
        ctx.auth.now(),
      ),
  );
}
