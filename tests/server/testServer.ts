// Shared set-up of the server tests: temp folders, a tiny fake client build, database backends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { createDatabase, type AppDatabase } from '../../server/db/index';
import { checkLedger } from '../../server/money/ledgerCheck';
import { postgresTemplate, seedMigratedPglite, waitForNoConnections } from './databaseTemplates';

export const FIXTURE_CONTENT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'content',
);
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const tempDirs: string[] = [];

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `srv-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const FAKE_ASSET = '/assets/index-abc123.js';

/** A client build of three files: index.html with the boot placeholder, one asset, a JSON file. */
export function makeFakeClientDist(dir = makeTempDir('dist')): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="ru">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <title>Loading…</title>',
      '    <!--boot-->',
      `    <script type="module" crossorigin src="${FAKE_ASSET}"></script>`,
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, FAKE_ASSET), 'console.log("client");');
  writeFileSync(path.join(dir, 'build-info.json'), '{"name":"test"}');
  return dir;
}

/**
 * A DIST_DIR for a server process (server/main.ts): its `client` folder holds the fake build
 * above, so the process serves as `npm start` does, without Vite's dev middleware and its
 * dependency scan (seconds of CPU a start).
 */
export function makeFakeDistDir(): string {
  const dir = makeTempDir('distdir');
  makeFakeClientDist(path.join(dir, 'client'));
  return dir;
}

export interface DatabaseBackend {
  name: 'pglite' | 'postgres';
  /**
   * A fresh, migrated database (a copy of the run's template, tests/server/databaseTemplates.ts);
   * `drop` checks the ledger invariants (as `ledger:check` passes after every suite; it throws
   * naming each break), closes it and removes what it created.
   */
  open(options?: OpenOptions): Promise<{ database: AppDatabase; drop(): Promise<void> }>;
}

export interface OpenOptions {
  /** An empty database that `createDatabase` migrates, for the tests of the migrations. */
  migrateFromScratch?: boolean;
}

/**
 * Which backends a suite runs on. 'one' (most suites): PostgreSQL when DATABASE_URL is set, as
 * production runs with several processes, else PGlite, the default of `npm start`. 'both': PGlite
 * and, with DATABASE_URL, PostgreSQL too: the representative suites of each context, where the
 * drivers' type parsing and errors could differ. 'pglite': what is PGlite's own (its folder, its
 * recovery after a crash), whatever DATABASE_URL says. docs/testing.md lists which is which.
 */
export type BackendChoice = 'one' | 'both' | 'pglite';

const pgliteBackend: DatabaseBackend = {
  name: 'pglite',
  async open(options = {}) {
    const database = await openMigratedPglite('pglite', options);
    return {
      database,
      async drop() {
        try {
          await assertLedgerHealthy(database);
        } finally {
          await database.close();
        }
      },
    };
  },
};

function postgresBackend(adminUrl: string): DatabaseBackend {
  return {
    name: 'postgres',
    async open(options = {}) {
      const scratch = await createScratchPostgres(adminUrl, {
        migrated: !options.migrateFromScratch,
      });
      const database = await createDatabase({
        databaseUrl: scratch.url,
        dataDir: makeTempDir('pg'),
      });
      return {
        database,
        async drop() {
          try {
            await assertLedgerHealthy(database);
          } finally {
            await database.close();
          }
          await scratch.drop();
        },
      };
    },
  };
}

/** A migrated PGlite of its own (a copy of the run's template), for a suite that needs no choice. */
export async function openMigratedPglite(
  label: string,
  options: OpenOptions = {},
): Promise<AppDatabase> {
  const dataDir = makeTempDir(label);
  if (!options.migrateFromScratch) await seedMigratedPglite(dataDir);
  return createDatabase({ dataDir });
}

/**
 * A fresh, migrated database on the run's one backend (PostgreSQL when DATABASE_URL is set, else
 * PGlite), for a suite whose subject is not the database (content, pages, config, messages): its
 * `close()` also removes it. What only PGlite can break is proven by the 'both' and 'pglite'
 * suites (docs/testing.md).
 */
export async function openTestDatabase(label: string): Promise<AppDatabase> {
  const [backend] = databaseBackends('one');
  if (!backend || backend.name === 'pglite') return openMigratedPglite(label);
  const { database, drop } = await backend.open();
  return { ...database, close: drop } as AppDatabase;
}

/** The backends of a suite (see BackendChoice), for `describe.each`. */
export function databaseBackends(choice: BackendChoice = 'one'): DatabaseBackend[] {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return [pgliteBackend];
  return choice === 'both'
    ? [pgliteBackend, postgresBackend(adminUrl)]
    : [postgresBackend(adminUrl)];
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (DATABASE_URL), for a test's
 * in-process database or a server process of its own: empty, or `migrated` (a copy of the run's
 * template); `drop` removes it once its clients left.
 */
export async function createScratchPostgres(
  adminUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `srv_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = options.migrated ? await postgresTemplate(adminUrl) : undefined;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg-pool's end() resolves before its sockets have closed; a forced drop would cut
      // them mid-close (an unhandled 57P01 that fails the run), so wait for them first.
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await waitForNoConnections(admin, name);
      } finally {
        await admin.end();
      }
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function assertLedgerHealthy(database: AppDatabase): Promise<void> {
  const report = await checkLedger(database.db);
  if (report.problems.length > 0) {
    throw new Error(`ledger check failed:\n${report.problems.join('\n')}`);
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A server over the fixture content and a fake build, on a fresh PGlite unless given one. */
export async function buildTestServer(
  overrides: Partial<BuildServerOptions> & { database: AppDatabase },
): Promise<FastifyInstance> {
  return buildServer({
    contentRoot: FIXTURE_CONTENT,
    clientDistDir: makeFakeClientDist(),
    // Every answer against its route's response schema (a mismatch is a 500).
    checkAnswers: true,
    ...overrides,
  });
}
