// PUT /test-control/customers/:userId/ban: sets a customer's ban without an operator, so
// end-to-end tests can ban the customer they registered (the operator endpoint does the same,
// audited). TEST_CONTROL=1 only, like every /test-control/ route.
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_PATHS,
  type BanRequest,
  type BanResponse,
  type SportsAccessRequest,
  type SportsAccessResponse,
} from '../../domain/access/contract';
import { setBan } from '../access/bans';
import {
  setSportsAccess,
  sportsAccessBodySchema,
  sportsAccessResponseSchema,
} from '../access/sportsAccess';
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

  app.put<{ Params: { userId: string }; Body: SportsAccessRequest }>(
    ACCESS_PATHS.testControlSportsAccess(':userId'),
    {
      schema: {
        summary: 'Test control: closes or opens line or live betting to a customer',
        tags: ['test-control'],
        params: banParams,
        body: sportsAccessBodySchema,
        response: { 200: sportsAccessResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request): Promise<SportsAccessResponse> =>
      setSportsAccess(ctx.database.db, request.params.userId, request.body),
  );
}
