// POST /test-control/toto/settle (TEST_CONTROL=1 only): a toto settlement pass now, in turn with
// the server's own passes, so an end-to-end test that finished a draw's games (POST
// /test-control/sports/finish) waits for the payouts deterministically. It answers every settled
// draw of the request's brand, not only those this pass settled: the pass that runs right after
// each stored result may have settled the draw already.
import type { FastifyInstance } from 'fastify';
import { requestScope, type ServerContext } from '../http/serverContext';
import { totoServiceOf } from '../toto/index';
import { CONTROL_ERRORS } from './testControlSchemas';
import { closedOptionalObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';
import { noStore } from '../http/noStore';

const TAGS = ['test-control'];
/** The most settled draws the answer lists. */
const SHOWN_SETTLED = 100;

const settleBodySchema = closedOptionalObjectSchema({});

const settleResponseSchema = objectSchema(['settled'], {
  settled: {
    type: 'array',
    items: { type: 'integer' },
    description:
      "Ids of the brand's settled draws (every ticket paid), newest first, at most " +
      `${SHOWN_SETTLED}`,
  },
});

export function registerTotoControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    '/test-control/toto/settle',
    {
      preHandler: noStore,
      schema: {
        summary:
          'Test control: runs a toto settlement pass now (draws closed, outcomes taken from the ' +
          "stored results, splits computed, wins paid); answers the brand's settled draws",
        tags: TAGS,
        body: settleBodySchema,
        response: { 200: settleResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request) => {
      await totoServiceOf(app).run();
      const { brandId } = requestScope(ctx, request);
      const rows = await ctx.database.db
        .selectFrom('toto_draws')
        .select('id')
        .where('brand', '=', brandId)
        .where('status', '=', 'settled')
        .orderBy('number', 'desc')
        .limit(SHOWN_SETTLED)
        .execute();
      return { settled: rows.map((r) => Number(r.id)) };
    },
  );
}
