// PUT /test-control/customers/:userId/ban (and the customer switches: line and live access, a
// frozen account): sets them without an operator, so end-to-end tests can ban or switch the
// customer they registered (the operator endpoints do the same, audited). TEST_CONTROL=1 only,
// like every /test-control/ route.
import type { FastifyInstance } from 'fastify';
import { ACCESS_PATHS, type BanRequest, type BanResponse } from '../../domain/access/contract';
import { ACCOUNT_FREEZE_SWITCH } from '../access/accountFreeze';
import { CUSTOMER_STATUS_SWITCH } from '../access/customerStatus';
import { registerTestControlCustomerSwitch } from '../access/customerSwitchRoutes';
import { setBan } from '../access/bans';
import { SPORTS_ACCESS_SWITCH } from '../access/sportsAccess';
import { banBodySchema, banParams } from '../access/operatorAccessRoutes';
import type { ServerContext } from '../http/serverContext';
import { CONTROL_ERRORS } from './testControlSchemas';
import { objectSchema } from '../../domain/contract/jsonSchema';

export function registerAccessControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Params: { userId: string }; Body: BanRequest }>(
    ACCESS_PATHS.testControlBan(':userId'),
    {
      schema: {
        summary: "Test control: sets a customer's ban level and version",
        tags: ['test-control'],
        params: banParams,
        body: banBodySchema,
        response: {
          200: objectSchema(['userId', 'ban_level', 'ban_version'], {
            userId: { type: 'string' },
            ban_level: { type: 'integer' },
            ban_version: { type: 'integer' },
          }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request): Promise<BanResponse> =>
      setBan(ctx.database.db, request.params.userId, request.body),
  );

  registerTestControlCustomerSwitch(app, ctx, SPORTS_ACCESS_SWITCH);
  registerTestControlCustomerSwitch(app, ctx, ACCOUNT_FREEZE_SWITCH);
  registerTestControlCustomerSwitch(app, ctx, CUSTOMER_STATUS_SWITCH);
}
