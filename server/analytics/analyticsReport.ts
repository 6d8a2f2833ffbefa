// The operators' analytics report (GET /operator-api/analytics/report): events per UTC day and
// the funnel registration -> deposit -> first bet, by anonymous browser id, for one brand; and the
// period's events per analytics counter and domain they were recorded under.
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATHS,
  type AnalyticsEventName,
  type AnalyticsReport,
} from '../../domain/app/analyticsContract';
import type { DatabaseSchema } from '../db/schema';
import { errorAnswers } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { assertOperatorCan, operatorOf, requireOperator } from '../operators/index';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

const DAY_MS = 24 * 3600 * 1000;

export async function analyticsReport(
  db: Kysely<DatabaseSchema>,
  brand: string,
  since: Date,
): Promise<AnalyticsReport> {
  const { rows: perDay } = await sql<{ day: string; name: string; n: string | number }>`
    select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*) as n
    from analytics_events where brand = ${brand} and occurred_at >= ${since}
    group by 1, 2 order by 1, 2`.execute(db);
  const days = new Map<string, Partial<Record<AnalyticsEventName, number>>>();
  for (const row of perDay) {
    const counts = days.get(row.day) ?? {};
    counts[row.name as AnalyticsEventName] = Number(row.n);
    days.set(row.day, counts);
  }
  // Each browser's first registration, its first deposit after it, its first bet after that.
  const { rows: funnel } = await sql<{
    registered: string | number;
    deposited: string | number;
    bet: string | number;
  }>`
    with firsts as (
      select client_id,
        min(occurred_at) filter (where name = 'registration') as registered_at
      from analytics_events where brand = ${brand} and occurred_at >= ${since}
      group by client_id
    ), deposits as (
      select f.client_id, f.registered_at, min(e.occurred_at) as deposited_at
      from firsts f left join analytics_events e on e.brand = ${brand}
        and e.client_id = f.client_id and e.name = 'deposit' and e.occurred_at >= f.registered_at
      where f.registered_at is not null
      group by f.client_id, f.registered_at
    )
    select count(*) as registered,
      count(d.deposited_at) as deposited,
      count(*) filter (where exists (
        select 1 from analytics_events b where b.brand = ${brand} and b.client_id = d.client_id
          and b.name = 'bet_placed' and b.occurred_at >= d.deposited_at)) as bet
    from deposits d`.execute(db);
  const { rows: perCounter } = await sql<{
    counter_id: string;
    domain: string;
    name: string;
    n: string | number;
  }>`
    select c.counter_id, c.domain, e.name, count(*) as n
    from analytics_event_counters c join analytics_events e on e.id = c.event_id
    where e.brand = ${brand} and e.occurred_at >= ${since}
    group by 1, 2, 3 order by 1, 2, 3`.execute(db);
  const counters = new Map<string, AnalyticsReport['counters'][number]>();
  for (const { counter_id: counterId, domain, name, n } of perCounter) {
    const key = `${counterId} ${domain}`;
    const entry = counters.get(key) ?? { counterId, domain, counts: {} };
    entry.counts[name as AnalyticsEventName] = Number(n);
    counters.set(key, entry);
  }
  const row = funnel[0];
  return {
    brand,
    days: [...days].map(([day, counts]) => ({ day, counts })),
    funnel: {
      registration: Number(row?.registered ?? 0),
      deposit: Number(row?.deposited ?? 0),
      firstBet: Number(row?.bet ?? 0),
    },
    counters: [...counters.values()],
  };
}

const countsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(ANALYTICS_EVENT_NAMES.map((n) => [n, { type: 'integer' }])),
};

export function registerAnalyticsReportRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { brand: string; days: number } }>(
    ANALYTICS_PATHS.report,
    {
      preHandler: requireOperator(ctx),
      schema: {
        summary:
          "A brand's analytics: events per day and the registration -> deposit -> bet funnel",
        tags: ['operators', 'analytics'],
        querystring: closedObjectSchema(['brand'], {
          brand: { type: 'string', minLength: 1, maxLength: 50 },
          days: { type: 'integer', minimum: 1, maximum: 366, default: 30 },
        }),
        response: {
          200: objectSchema(['brand', 'days', 'funnel', 'counters'], {
            brand: { type: 'string' },
            days: arraySchema(
              objectSchema(['day', 'counts'], {
                day: { type: 'string' },
                counts: countsSchema,
              }),
            ),
            funnel: objectSchema(['registration', 'deposit', 'firstBet'], {
              registration: { type: 'integer' },
              deposit: { type: 'integer' },
              firstBet: { type: 'integer' },
            }),
            counters: arraySchema(
              objectSchema(['counterId', 'domain', 'counts'], {
                counterId: { type: 'string' },
                domain: { type: 'string' },
                counts: countsSchema,
              }),
            ),
          }),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { brand, days } = request.query;
      if (!ctx.contentStore.current.brands.has(brand)) {
        throw new Refusal(400, 'brand_unknown', `No brand ${brand} on this server`, 'brand');
      }
      assertOperatorCan(operatorOf(request), 'content.read', { brand });
      return analyticsReport(ctx.database.db, brand, new Date(Date.now() - days * DAY_MS));
    },
  );
}
