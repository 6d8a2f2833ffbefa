// Analytics intake (POST /bff-api/analytics): consented client events, batched; each event must
// be a known name that happened within the client's 24 h storage window (SPEC section 9).
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_COUNTER_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATHS,
  ANALYTICS_STORAGE_MS,
  PERFORMANCE_TIMING_MAX_MS,
  PERFORMANCE_TIMINGS,
  type AnalyticsBatch,
  type AnalyticsCounters,
} from '../../domain/app/analyticsContract';
import { ANALYTICS_COUNTERS_MAX, ANALYTICS_ID_PATTERN } from '../../domain/analytics/contract';
import { hostWithoutPort } from '../config/brandResolver';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import { requestScope, type ServerContext } from '../http/serverContext';
import { countersOfDomain } from './counterRoutes';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

/** Per client address (many browsers may share one): a browser sends a batch every 10 s or so. */
export const ANALYTICS_BATCHES_PER_MINUTE = 300;
/** A client clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

const counterSchema = { type: 'integer', minimum: 0, maximum: ANALYTICS_COUNTER_MAX } as const;
const momentSchema = { type: ['integer', 'null'], minimum: 0 } as const;
const timingSchema = { type: ['number', 'null'], minimum: 0, maximum: PERFORMANCE_TIMING_MAX_MS };
const pathSchema = { type: 'string', pattern: '^/[^?#]*$', maxLength: 300 } as const;

/** SPEC section 3 "Analytics counters". */
const countersSchema = closedObjectSchema(
  [
    'authTryCounter',
    'lastAuthPopUpCallTime',
    'regTryCounter',
    'lastRegCallTime',
    'hasDone',
    'socialData',
  ],
  {
    authTryCounter: counterSchema,
    lastAuthPopUpCallTime: momentSchema,
    regTryCounter: counterSchema,
    lastRegCallTime: momentSchema,
    hasDone: { type: 'boolean' },
    socialData: { type: ['string', 'null'], pattern: '^[a-z0-9_-]{1,32}$' },
  },
);

/** SPEC section 9 "Performance report 10 s". */
const performanceSchema = closedObjectSchema(['path', ...PERFORMANCE_TIMINGS], {
  path: pathSchema,
  ...Object.fromEntries(PERFORMANCE_TIMINGS.map((name) => [name, timingSchema])),
});

const batchSchema = closedObjectSchema(['clientId', 'events'], {
  clientId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
  counters: countersSchema,
  performance: performanceSchema,
  counterIds: {
    type: 'array',
    maxItems: ANALYTICS_COUNTERS_MAX,
    uniqueItems: true,
    items: { type: 'string', pattern: ANALYTICS_ID_PATTERN },
  },
  events: {
    type: 'array',
    minItems: 0,
    maxItems: ANALYTICS_BATCH_MAX,
    items: {
      type: 'object',
      required: ['name', 'path', 'at'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', enum: [...ANALYTICS_EVENT_NAMES] },
        path: pathSchema,
        at: { type: 'integer', minimum: 0 },
      },
    },
  },
});

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
      const { clientId, events, counters, performance, counterIds } = request.body;
      if (events.length === 0 && performance === undefined) {
        throw new Refusal(400, 'invalid_field', 'a batch carries an event or the report', 'events');
      }
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
      const db = ctx.database.db;
      if (counters) await storeCounters(db, brand, clientId, counters);
      if (performance) {
        await db
          .insertInto('analytics_performance')
          .values({
            brand,
            client_id: clientId,
            path: performance.path,
            ttfb_ms: wholeMs(performance.ttfb),
            dom_content_loaded_ms: wholeMs(performance.domContentLoaded),
            load_ms: wholeMs(performance.load),
            first_paint_ms: wholeMs(performance.firstPaint),
            first_contentful_paint_ms: wholeMs(performance.firstContentfulPaint),
          })
          .execute();
      }
      if (events.length === 0) {
        reply.header('cache-control', 'no-store');
        return reply.status(204).send();
      }
      const stored = await db
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
        .returning('id')
        .execute();
      // Only the brand's own counters of the domain the batch came from are kept: an id of another
      // domain or brand (an old tab, a copied script) would count visits where they did not happen.
      const domain = hostWithoutPort(request.headers.host);
      const site = ctx.contentStore.current.brands.get(brand)?.site;
      const own = new Set(site ? countersOfDomain(site, domain).map((c) => c.id) : []);
      const kept = (counterIds ?? []).filter((id) => own.has(id));
      if (kept.length > 0) {
        await db
          .insertInto('analytics_event_counters')
          .values(
            stored.flatMap(({ id }) =>
              kept.map((counterId) => ({ event_id: id, counter_id: counterId, domain })),
            ),
          )
          .execute();
      }
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}

const wholeMs = (ms: number | null): number | null => (ms === null ? null : Math.round(ms));
const momentOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** The browser's counters as it last sent them (one row a browser and brand). */
async function storeCounters(
  db: ServerContext['database']['db'],
  brand: string,
  clientId: string,
  counters: AnalyticsCounters,
): Promise<void> {
  const row = {
    auth_tries: counters.authTryCounter,
    last_auth_popup_at: momentOf(counters.lastAuthPopUpCallTime),
    reg_tries: counters.regTryCounter,
    last_reg_at: momentOf(counters.lastRegCallTime),
    has_done: counters.hasDone,
    social_data: counters.socialData,
  };
  await db
    .insertInto('analytics_counters')
    .values({ brand, client_id: clientId, ...row })
    .onConflict((oc) =>
      oc.columns(['brand', 'client_id']).doUpdateSet({ ...row, updated_at: new Date() }),
    )
    .execute();
}
