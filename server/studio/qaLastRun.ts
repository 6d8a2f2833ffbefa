// GET /operator-api/studio/qa/last-run (content.read): the last `npm run qa:matrix` report, as the
// script wrote it to reports/qa-matrix/last.json (QA_REPORT_DIR when set), or 404 qa_no_run.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { STUDIO_PATHS } from '../../domain/studio/contract';
import { errorResponseSchema } from '../http/httpSchemas';
import { Refusal } from '../http/refusal';
import type { ServerContext } from '../http/serverContext';
import { requireOperator } from '../operators/operatorAuth';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function qaReportFile(reportDir = process.env.QA_REPORT_DIR): string {
  return join(resolve(PROJECT_ROOT, reportDir ?? 'reports/qa-matrix'), 'last.json');
}

export function registerQaLastRun(
  app: FastifyInstance,
  ctx: ServerContext,
  file: string = qaReportFile(),
): void {
  app.get(
    STUDIO_PATHS.qaLastRun,
    {
      preHandler: requireOperator(ctx, 'content.read'),
      schema: {
        summary: 'The last QA matrix run (npm run qa:matrix): pages, findings, when it ran',
        tags: ['studio'],
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      let report: unknown;
      try {
        report = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        throw new Refusal(404, 'qa_no_run', 'no readable QA matrix report yet');
      }
      if (typeof report !== 'object' || report === null || !('findings' in report))
        throw new Refusal(404, 'qa_no_run', 'the QA matrix report is not one');
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
}
