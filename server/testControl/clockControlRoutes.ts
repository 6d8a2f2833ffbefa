// POST /test-control/clock/advance: moves the feed clock forward, so the simulated world jumps
// ahead (line games whose start has passed go live on the feed's next tick). With test control on
// the feed runs on an OffsetFeedClock (server/sports/feed/clock.ts): real timers, later time. It is
// also the world clock (ctx.worldClock) the limits read: cooling-off, rolling windows, play time.
// The auth clock is not moved (tokens would expire).
import type { FastifyInstance } from 'fastify';
import { statusRefusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { isAdjustableFeedClock } from '../sports/feed/clock';
import { advanceBodySchema, advanceResponseSchema, CONTROL_ERRORS } from './testControlSchemas';

export function registerClockControlRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { ms: number } }>(
    '/test-control/clock/advance',
    {
      schema: {
        summary: 'Test control: moves the feed and world clock forward by ms milliseconds',
        tags: ['test-control'],
        body: advanceBodySchema,
        response: { 200: advanceResponseSchema, ...CONTROL_ERRORS },
      },
    },
    async (request, reply) => {
      const clock = ctx.sports.clock;
      if (!isAdjustableFeedClock(clock)) {
        return reply
          .status(409)
          .send(statusRefusal(409, 'The feed clock of this server cannot be moved'));
      }
      clock.advance(request.body.ms);
      const nowMs = clock.now();
      return { nowMs, now: new Date(nowMs).toISOString() };
    },
  );
}
