// Analytics intake (POST /bff-api/analytics): consented client events, batched; each event must
// be a known name that happened within the client's 24 h storage window (SPEC section 9).
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATHS,
  ANALYTICS_STORAGE_MS,
  type AnalyticsBatch,
} from '../../domain/app/analyticsContract';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';

/** Per client address (many browsers may share one): a browser sends a batch every 10 s or so. */
export const ANALYTICS_BATCHES_PER_MINUTE = 300;
/** A client clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

const batchSchema = {
  type: 'object',
  required: ['clientId', 'events'],
  additionalProperties: false,
  properties: {
    clientId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: ANALYTICS_BATCH_MAX,
      items: {
        type: 'object',
        required: ['name', 'path', 'at'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: [...ANALYTICS_EVENT_NAMES] },
          path: { type: 'string', pattern: '^/[^?#]*$', maxLength: 300 },
          at: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
} as const;

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: AnalyticsBatch }>(
    ANALYTICS_PATHS.events,
    {
      config: { rateLimit: { max: ANALYTICS_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Consented client events (page views, registration, login, deposit, bet placed)',
        tags: ['analytics'],
        body: batchSchema,
        response: {
          204: { type: 'null', description: 'Stored' },
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const { clientId, events } = request.body;
      const stale = events.findIndex(
        (e) => e.at < now - ANALYTICS_STORAGE_MS - CLOCK_SKEW_MS || e.at > now + CLOCK_SKEW_MS,
      );
      if (stale >= 0) {
        throw new Refusal(
          400,
          'invalid_field',
          'an event lies outside the 24 h storage window',
          `events.${stale}.at`,
        );
      }
      const brand = requestScope(ctx, request).brandId;
      await ctx.database.db
        .insertInto('analytics_events')
        .values(
          events.map((e) => ({
            brand,
            client_id: clientId,
            name: e.name,
            path: e.path,
            occurred_at: new Date(e.at),
          })),
        )
        .execute();
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}
