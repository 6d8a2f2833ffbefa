import type { FastifyInstance } from 'fastify';
import { errorAnswers } from '../http/httpSchemas';
import { requestScope, type ServerContext } from '../http/serverContext';
import {
  clientReportBodySchema,
  MAX_USER_AGENT,
  REPORT_BODY_LIMIT,
  type ClientReportBody,
} from './clientReport';
import { insertClientReport } from './clientReportsRepository';

// SPEC section 7: the hidden policy-logo image; a transparent 1x1 GIF.
const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** Per client address; the browser client itself sends at most 50 reports a page load. */
export const REPORTS_PER_MINUTE = 60;

export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: ClientReportBody }>(
    '/bff-api/reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'The client reports a broken widget, part or schema',
        tags: ['reports'],
        body: clientReportBodySchema,
        response: {
          204: { type: 'null', description: 'Stored' },
          ...errorAnswers(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { brandId } = requestScope(ctx, request);
      const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null;
      await insertClientReport(ctx.database.db, { ...request.body, brand: brandId, userAgent });
      return reply.status(204).send();
    },
  );

  app.get(
    '/web-api/policy/logo.agif',
    {
      schema: {
        summary: 'The policy logo pixel (SPEC section 2 "Layout rules")',
        tags: ['policy'],
        produces: ['image/gif'],
      },
    },
    async (_request, reply) =>
      reply.type('image/gif').header('cache-control', 'no-store').send(TRANSPARENT_GIF),
  );
}
