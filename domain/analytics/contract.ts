// Analytics counters by domain and project id (SPEC section 7): which counters the site of one
// domain of a brand's project records its visits and events under. Declared once: the server's
// route answers these schemas (server/analytics/counterRoutes.ts), the client's loader reads the
// derived types (stores/analytics/analyticsCounterIds.ts) and the tests validate answers with them.
import type { FromSchema } from 'json-schema-to-ts';
import { arraySchema, closedObjectSchema } from '../contract/jsonSchema';

export const ANALYTICS_COUNTERS_PATH = '/web-api/analytics/counters';

/** A project id or a counter id: what the brand config's schema allows (site-config.schema.json). */
export const ANALYTICS_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}$';
/** The counters one domain may have (brand config); a batch carries at most this many ids. */
export const ANALYTICS_COUNTERS_MAX = 10;

/** The counter kinds the server records; the first-party one is our own POST /bff-api/analytics. */
export const ANALYTICS_COUNTER_KINDS = ['first-party'] as const;

export const analyticsCountersQuerySchema = closedObjectSchema(['domain', 'projectId'], {
  domain: {
    type: 'string',
    minLength: 1,
    maxLength: 253,
    pattern: '^[A-Za-z0-9.-]+$',
    description: 'The host name the site is served on (no port)',
  },
  projectId: { type: 'string', pattern: ANALYTICS_ID_PATTERN },
});

export const analyticsCounterSchema = closedObjectSchema(['id', 'kind'], {
  id: { type: 'string', pattern: ANALYTICS_ID_PATTERN },
  kind: { type: 'string', enum: [...ANALYTICS_COUNTER_KINDS] },
});

/**
 * The counters of that domain of that project: an unknown domain, or a project that is not the
 * requesting brand's, answers an empty list (nothing to record under, nothing to tell apart).
 */
export const analyticsCountersAnswerSchema = closedObjectSchema(['counters'], {
  counters: { ...arraySchema(analyticsCounterSchema), maxItems: ANALYTICS_COUNTERS_MAX },
});

export type AnalyticsCountersQuery = FromSchema<typeof analyticsCountersQuerySchema>;
export type AnalyticsCounter = FromSchema<typeof analyticsCounterSchema>;
export type AnalyticsCountersAnswer = FromSchema<typeof analyticsCountersAnswerSchema>;
