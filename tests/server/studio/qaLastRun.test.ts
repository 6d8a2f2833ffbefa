// GET /operator-api/studio/qa/last-run: the last qa:matrix report for any operator who may read
// content, 404 qa_no_run before the first run, 401 without an operator session.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { serverFor } from '../casino/walletTestKit';
import { signedInOperator } from '../operators/operatorKit';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { studioAs } from './studioKit';

const reportDir = mkdtempSync(join(tmpdir(), 'qa-report-'));
const previous = process.env.QA_REPORT_DIR;
process.env.QA_REPORT_DIR = reportDir;
afterAll(() => {
  if (previous === undefined) delete process.env.QA_REPORT_DIR;
  else process.env.QA_REPORT_DIR = previous;
  rmSync(reportDir, { recursive: true, force: true });
  return removeTempDirs();
});

describe.each(databaseBackends())('QA last run on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  serverFor(
    backend,
    async (db) => ({ app: await buildTestServer({ database: db }) }),
    async (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  it('answers 404 qa_no_run before a run, then the report the script wrote', async () => {
    rmSync(join(reportDir, 'last.json'), { force: true });
    const qa = studioAs(app, await signedInOperator(app, database, 'qa'));
    const none = await qa('GET', 'qa/last-run');
    expect(none.status).toBe(404);
    expect(none.json().reason).toBe('qa_no_run');

    const report = { tool: 'qa:matrix', ok: true, findings: [], counts: { pages: 3 } };
    writeFileSync(join(reportDir, 'last.json'), JSON.stringify(report));
    const last = await qa('GET', 'qa/last-run');
    expect(last.status).toBe(200);
    expect(last.json()).toEqual(report);
  });

  it('refuses without an operator session', async () => {
    const res = await app.inject({ method: 'GET', url: '/operator-api/studio/qa/last-run' });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('operator_auth_required');
  });
});
