// Analytics: consented client events in, a retention sweep, and the operators' report.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/serverContext';
import { registerAnalyticsReportRoute } from './analyticsReport';
import { registerAnalyticsRoutes } from './analyticsRoutes';
import { registerAnalyticsCounterRoutes } from './counterRoutes';
import { installAnalyticsRetention } from './retention';

export { analyticsReport } from './analyticsReport';
export { readRetentionDays, sweepAnalytics } from './retention';

export interface AnalyticsOptions {
  /** ANALYTICS_RETENTION_DAYS. */
  retentionDays?: number;
}

export function registerAnalytics(
  app: FastifyInstance,
  ctx: ServerContext,
  opts: AnalyticsOptions = {},
): void {
  registerAnalyticsRoutes(app, ctx);
  registerAnalyticsCounterRoutes(app, ctx);
  registerAnalyticsReportRoute(app, ctx);
  installAnalyticsRetention(app, () => ctx.database.db, opts.retentionDays);
}
