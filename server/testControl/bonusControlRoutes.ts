// POST /test-control/bonus/sweep: runs the bonus expiry sweep now, on the world clock. With
// POST /test-control/clock/advance a test moves past a bonus's expiry and sees it removed without
// waiting for the 5-minute sweep.
// POST /test-control/bonus/cashback-sweep { at? }: runs the cashback payout sweep
// (server/bonus/cashback.ts) for the closed periods at `at` (ISO 8601; default the world clock).
// POST /test-control/bonus/tournament-sweep { at? }: the same for the prizes of closed casino
// tournament windows (server/bonus/tournamentPrizes.ts).
import type { FastifyInstance } from 'fastify';
import {
  bonusDepsOf,
  expireBonuses,
  payClosedCashback,
  payClosedTournaments,
} from '../bonus/index';
import type { ServerContext } from '../http/serverContext';
import { Refusal } from '../http/refusal';
import { CONTROL_ERRORS } from './testControlSchemas';
import { objectSchema } from '../../domain/contract/jsonSchema';

export function registerBonusControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    '/test-control/bonus/sweep',
    {
      schema: {
        summary: 'Test control: expires every bonus whose expiry has passed on the world clock',
        tags: ['test-control'],
        response: {
          200: objectSchema(['expired'], { expired: { type: 'integer' } }),
          ...CONTROL_ERRORS,
        },
      },
    },
    async () => ({ expired: await expireBonuses(ctx.database.db, bonusDepsOf(ctx)) }),
  );

  // The payout sweeps of closed periods, run for the periods closed at `at`.
  const payoutSweeps = [
    {
      path: '/test-control/bonus/cashback-sweep',
      summary:
        'Test control: pays the casino cashback of the periods closed at `at` (default: the ' +
        'world clock), each customer, period and currency once',
      what: 'cashback payout failed',
      run: (nowMs: number | undefined, onError: (err: unknown, key: string) => void) =>
        payClosedCashback(ctx.database.db, bonusDepsOf(ctx), {
          ...(nowMs === undefined ? {} : { nowMs }),
          onError,
        }),
    },
    {
      path: '/test-control/bonus/tournament-sweep',
      summary:
        'Test control: pays the prizes of the casino tournament windows closed at `at` ' +
        '(default: the world clock), each tournament, window and customer once',
      what: 'tournament prize payout failed',
      run: (nowMs: number | undefined, onError: (err: unknown, key: string) => void) =>
        payClosedTournaments(ctx.database.db, {
          nowMs: nowMs ?? ctx.worldClock.now(),
          onError,
        }),
    },
  ];
  for (const sweep of payoutSweeps) {
    app.post<{ Body: { at?: string } | undefined }>(
      sweep.path,
      {
        schema: {
          summary: sweep.summary,
          tags: ['test-control'],
          body: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: { at: { type: 'string', format: 'date-time' } },
          },
          response: {
            200: objectSchema(['paid', 'failed'], {
              paid: { type: 'integer' },
              failed: { type: 'integer' },
            }),
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
        return sweep.run(nowMs, (err, key) => request.log.error({ err, key }, sweep.what));
      },
    );
  }
}
