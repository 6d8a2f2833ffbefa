// POST /test-control/bonus/sweep: runs the bonus expiry sweep now, on the world clock. With
// POST /test-control/clock/advance a test moves past a bonus's expiry and sees it removed without
// waiting for the 5-minute sweep.
// POST /test-control/bonus/cashback-sweep { at? }: runs the cashback payout sweep
// (server/bonus/cashback.ts) for the closed periods at `at` (ISO 8601; default the world clock).
import type { FastifyInstance } from 'fastify';
import { bonusDepsOf, expireBonuses, payClosedCashback } from '../bonus/index';
import type { ServerContext } from '../http/serverContext';
import { Refusal } from '../http/refusal';
import { CONTROL_ERRORS } from './testControlSchemas';

export function registerBonusControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    '/test-control/bonus/sweep',
    {
      schema: {
        summary: 'Test control: expires every bonus whose expiry has passed on the world clock',
        tags: ['test-control'],
        response: {
          200: {
            type: 'object',
            required: ['expired'],
            properties: { expired: { type: 'integer' } },
          },
          ...CONTROL_ERRORS,
        },
      },
    },
    async () => ({ expired: await expireBonuses(ctx.database.db, bonusDepsOf(ctx)) }),
  );

  app.post<{ Body: { at?: string } | undefined }>(
    '/test-control/bonus/cashback-sweep',
    {
      schema: {
        summary:
          'Test control: pays the casino cashback of the periods closed at `at` (default: the ' +
          'world clock), each customer, period and currency once',
        tags: ['test-control'],
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { at: { type: 'string', format: 'date-time' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['paid', 'failed'],
            properties: { paid: { type: 'integer' }, failed: { type: 'integer' } },
          },
          ...CONTROL_ERRORS,
        },
      },
    },
    async (request) => {
      const at = request.body?.at;
      const nowMs = at === undefined ? undefined : Date.parse(at);
      if (nowMs !== undefined && !Number.isFinite(nowMs)) {
        throw new Refusal(400, 'invalid_field', 'at: not a date-time', 'at');
      }
      return payClosedCashback(ctx.database.db, bonusDepsOf(ctx), {
        ...(nowMs === undefined ? {} : { nowMs }),
        onError: (err, key) => request.log.error({ err, key }, 'cashback payout failed'),
      });
    },
  );
}
