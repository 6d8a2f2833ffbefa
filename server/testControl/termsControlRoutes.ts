// PUT /test-control/customers/:userId/terms: when the customer last accepted the terms. A time
// before the terms' last change is what a changed terms version looks like to that customer
// (SPEC section 4 "Terms"), without changing the terms for everyone on the server.
import type { FastifyInstance } from 'fastify';
import { refuse } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { banParams } from '../access/operatorAccessRoutes';
import { CONTROL_ERRORS } from './testControlSchemas';
import { closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

export const testControlTermsPath = (userId: string) => `/test-control/customers/${userId}/terms`;

export function registerTermsControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Params: { userId: string }; Body: { acceptedAt: string } }>(
    testControlTermsPath(':userId'),
    {
      schema: {
        summary: 'Test control: sets when a customer last accepted the terms',
        tags: ['test-control'],
        params: banParams,
        body: closedObjectSchema(['acceptedAt'], {
          acceptedAt: { type: 'string', format: 'date-time' },
        }),
        response: {
          200: objectSchema(['userId', 'acceptedAt'], {
            userId: { type: 'string' },
            acceptedAt: { type: 'string' },
          }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const acceptedAt = new Date(request.body.acceptedAt);
      const updated = await ctx.database.db
        .updateTable('users')
        .set({ terms_accepted_at: acceptedAt })
        .where('id', '=', request.params.userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        return refuse(reply, 404, 'not_found', 'No customer has this id');
      }
      return { userId: request.params.userId, acceptedAt: acceptedAt.toISOString() };
    },
  );
}
