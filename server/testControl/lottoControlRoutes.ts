// Test control of lotto (TEST_CONTROL=1 only): POST /test-control/lotto/draw makes the brand's
// open draw of a lottery now, whatever its close time, through the same steps as the sweep
// (close with numbers and results, pay every ticket, drawn), so a test waits for it
// deterministically; a new open draw follows.
import type { FastifyInstance } from 'fastify';
import { statusRefusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { ensureOpenDraw, runDraw } from '../lotto/draws';
import { lottoDeps } from '../lotto/index';
import { findLottery, lotteriesIn } from '../lotto/lotteries';
import { drawControlBodySchema, drawViewSchema } from '../lotto/lottoSchemas';
import { drawView } from '../lotto/views';
import { CONTROL_ERRORS } from './testControlSchemas';

export function registerLottoControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { lotteryId: string } }>(
    '/test-control/lotto/draw',
    {
      schema: {
        summary:
          "Test control: draws the brand's open draw of the lottery now and pays its tickets; " +
          'answers the drawn draw (a new open draw follows)',
        tags: ['test-control'],
        body: drawControlBodySchema,
        response: { 200: drawViewSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      const { content, brandId } = requestScope(ctx, request);
      const deps = lottoDeps(ctx, request.log, (brand) => lotteriesIn(content, brand));
      const { lotteryId } = request.body;
      const lottery = findLottery(deps.lotteries(brandId), lotteryId);
      if (!lottery) {
        return reply.status(404).send(statusRefusal(404, `No lottery ${lotteryId}`));
      }
      // The open draw as it is, even past its close time (not ensureOpenDraw's successor of it).
      const open =
        (
          await deps.db
            .selectFrom('lotto_draws')
            .select('id')
            .where('brand', '=', brandId)
            .where('lottery_id', '=', lotteryId)
            .where('status', '=', 'open')
            .executeTakeFirst()
        )?.id ?? (await ensureOpenDraw(deps, brandId, lottery)).id;
      const drawn = await runDraw(deps, String(open), { force: true });
      if (!drawn || drawn.status !== 'drawn') {
        // A ticket could not be paid (logged); the sweep goes on trying.
        return reply
          .status(409)
          .send(statusRefusal(409, `Draw ${String(open)} is not fully paid yet`));
      }
      return drawView(deps.db, drawn);
    },
  );
}
