// SPEC section 3 "User config" user_hide_balance: the customer's own choice to keep the balance
// off the screen (the header and the office). Answered by GET /web-api/user/config.
import type { FastifyInstance } from 'fastify';
import { errorAnswers } from '../http/httpSchemas';
import type { ServerContext } from '../http/serverContext';
import { termsRequiredSchema } from './authSchemas';
import { authUserOf, requireConfirmedTerms, requireUser } from './currentUser';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

export const HIDE_BALANCE_PATH = '/web-api/user/hide-balance';

const hideBalanceSchema = closedObjectSchema(['user_hide_balance'], {
  user_hide_balance: { type: 'boolean' },
});

export function registerHideBalanceRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.put<{ Body: { user_hide_balance: boolean } }>(
    HIDE_BALANCE_PATH,
    {
      preHandler: [requireUser(ctx), requireConfirmedTerms(ctx)],
      schema: {
        summary: 'Hides or shows the balance on screen (SPEC section 3 user_hide_balance)',
        tags: ['user'],
        body: hideBalanceSchema,
        response: {
          200: hideBalanceSchema,
          ...errorAnswers(400, 401),
          451: termsRequiredSchema,
        },
      },
    },
    async (request) => {
      const row = await ctx.database.db
        .updateTable('users')
        .set({ hide_balance: request.body.user_hide_balance })
        .where('id', '=', authUserOf(request).id)
        .returning(['hide_balance'])
        .executeTakeFirstOrThrow();
      return { user_hide_balance: row.hide_balance };
    },
  );
}
