// Migrated databases to copy from, made once per test run: every migration on a fresh PGlite takes
// seconds (tens on a loaded machine), and a hundred suites open databases. A PGlite folder is
// copied; a PostgreSQL database is created with `TEMPLATE`. The first worker that needs one makes
// it under a lock; tests/globalSetup.ts names the run's folder and removes both afterwards.
// The PGlite template is migrated in a folder of the worker's own and renamed into place when
// complete: a loaded machine can starve the lock's heartbeat (PGlite's migrations hold the event
// loop) so that a waiting worker takes the lock as stale, and two PGlites must never open one
// folder.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { createDatabase } from '../../server/db/index';

/** Set by tests/globalSetup.ts: a folder of this run's own. */
export const RUN_DIR_VARIABLE = 'TEST_RUN_DIR';

/** The run's PostgreSQL template database, dropped by the global teardown. */
export function postgresTemplateName(runDir: string): string {
  return `srv_tmpl_${path
    .basename(runDir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`;
}

function runDir(): string | undefined {
  return process.env[RUN_DIR_VARIABLE] || undefined;
}

/** Under the run folder's lock: one worker makes the template, the others wait for it. */
async function underRunLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(dir, {
    // Up to 10 minutes: the holder migrates, and a loaded machine makes that slow.
    retries: { retries: 3_000, factor: 1, minTimeout: 200, maxTimeout: 200 },
    stale: 60_000,
    update: 5_000,
    lockfilePath: path.join(dir, '.template-lock'),
    // A lock taken over as stale harms nothing (each maker migrates a folder of its own), so it
    // is not an error here.
    onCompromised: () => undefined,
  });
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}

let pgliteTemplate: Promise<string | undefined> | undefined;

/** A migrated PGlite folder (what `createDatabase` keeps under `<dataDir>/pglite`), or none. */
function pgliteTemplateFolder(): Promise<string | undefined> {
  pgliteTemplate ??= (async () => {
    const dir = runDir();
    if (!dir) return undefined;
    const folder = path.join(dir, 'pglite-template');
    const done = path.join(folder, '.migrated');
    if (existsSync(done)) return path.join(folder, 'pglite');
    return underRunLock(dir, async () => {
      if (!existsSync(done)) {
        const own = `${folder}.${process.pid}.${Date.now()}`;
        mkdirSync(own, { recursive: true });
        const database = await createDatabase({ dataDir: own });
        await database.close();
        writeFileSync(path.join(own, '.migrated'), '');
        try {
          renameSync(own, folder);
        } catch (err) {
          // Another maker's complete template is in place already: this one is not needed.
          if (!existsSync(done)) throw err;
          rmSync(own, { recursive: true, force: true });
        }
      }
      return path.join(folder, 'pglite');
    });
  })();
  return pgliteTemplate;
}

/**
 * Puts a migrated PGlite in `dataDir` (as `createDatabase` and a server process find it) when the
 * run has a template; otherwise leaves the folder to be migrated on first open.
 */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  const template = await pgliteTemplateFolder();
  if (!template) return;
  cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}

const postgresTemplates = new Map<string, Promise<string | undefined>>();

/** The run's migrated template database on the server of `adminUrl`, or none. */
export function postgresTemplate(adminUrl: string): Promise<string | undefined> {
  let made = postgresTemplates.get(adminUrl);
  if (!made) {
    made = (async () => {
      const dir = runDir();
      if (!dir) return undefined;
      const name = postgresTemplateName(dir);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        // One worker migrates it; the others wait on the same advisory lock, then find it.
        await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await admin.query(`CREATE DATABASE ${name}`);
          const url = new URL(adminUrl);
          url.pathname = `/${name}`;
          const database = await createDatabase({
            databaseUrl: url.toString(),
            dataDir: path.join(dir, 'pg-template'),
          });
          await database.close();
          await waitForNoConnections(admin, name);
          // Nobody connects to a template, so CREATE DATABASE ... TEMPLATE never finds it busy.
          await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
        }
        await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
        return name;
      } finally {
        await admin.end();
      }
    })();
    postgresTemplates.set(adminUrl, made);
  }
  return made;
}

/** Drops the run's template database (tests/globalSetup.ts teardown). */
export async function dropPostgresTemplate(adminUrl: string, dir: string): Promise<void> {
  const name = postgresTemplateName(dir);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Waits until no session is connected to `name` (pg-pool's end() resolves before its sockets close). */
export async function waitForNoConnections(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const left = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (left.rows[0]?.n === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${left.rows[0]?.n} sessions still connected to ${name} after 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
