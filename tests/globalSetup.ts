// Once per test run: a folder of the run's own, where the first worker that opens a database makes
// the migrated templates the others copy (tests/server/databaseTemplates.ts); removed afterwards
// with the PostgreSQL template.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropPostgresTemplate, RUN_DIR_VARIABLE } from './server/databaseTemplates';

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-run-'));
  // Workers and the server processes they start inherit it.
  process.env[RUN_DIR_VARIABLE] = dir;
  return async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) await dropPostgresTemplate(adminUrl, dir);
    rmSync(dir, { recursive: true, force: true });
  };
}
