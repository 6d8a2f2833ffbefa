// Analytics counters by domain and project id (GET /web-api/analytics/counters, SPEC section 7):
// a brand serves several domains (mirrors), and each domain's site records its visits and events
// under the counters the brand config gives it (site.json analyticsCounters).
import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_COUNTERS_PATH,
  analyticsCountersAnswerSchema,
  analyticsCountersQuerySchema,
  type AnalyticsCounter,
  type AnalyticsCountersAnswer,
  type AnalyticsCountersQuery,
} from '../../domain/analytics/contract';
import type { BrandSiteFile } from '../../runtime/schema/types';
import { errorAnswers } from '../http/httpSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';

/** The brand's counters of one of its domains (host names compare without case). */
export function countersOfDomain(site: BrandSiteFile, domain: string): AnalyticsCounter[] {
  const host = domain.toLowerCase();
  return (site.analyticsCounters ?? [])
    .filter((counter) => counter.domains.includes(host))
    .map(({ id, kind }) => ({ id, kind }));
}

export function registerAnalyticsCounterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: AnalyticsCountersQuery }>(
    ANALYTICS_COUNTERS_PATH,
    {
      schema: {
        summary: "The analytics counters of one domain of the brand's project",
        description:
          "An unknown domain, or a project that is not this site's brand's, answers an empty list: the site then records its events under no counter.",
        tags: ['analytics'],
        querystring: analyticsCountersQuerySchema,
        response: { 200: analyticsCountersAnswerSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply): Promise<AnalyticsCountersAnswer> => {
      const { domain, projectId } = request.query;
      const site = ctx.contentStore.current.brands.get(requestScope(ctx, request).brandId)?.site;
      // Config changes with a publication: caches ask again, like the site config.
      reply.header('cache-control', 'public, no-cache');
      if (!site || site.analyticsProjectId !== projectId) return { counters: [] };
      return { counters: countersOfDomain(site, domain) };
    },
  );
}
