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

/** A client build of three files: index.html with the boot placeholder, one asset, a manifest. */
export function makeFakeClientDist(): string {
  const dir = makeTempDir('dist');
  mkdirSync(path.join(dir, 'assets'));
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
  writeFileSync(path.join(dir, 'manifest.json'), '{"name":"test"}');
  return dir;
}

export interface DatabaseBackend {
  name: 'pglite' | 'postgres';
  /**
   * A fresh, migrated database; `drop` checks the ledger invariants (as `ledger:check`
   * passes after every suite; it throws naming each break), closes it and removes what it created.
   */
  open(): Promise<{ database: AppDatabase; drop(): Promise<void> }>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database per run, dropped after). */
export function databaseBackends(): DatabaseBackend[] {
  const backends: DatabaseBackend[] = [
    {
      name: 'pglite',
      async open() {
        const database = await createDatabase({ dataDir: makeTempDir('pglite') });
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
    },
  ];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    backends.push({
      name: 'postgres',
      async open() {
        const scratch = await createScratchPostgres(adminUrl);
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
    });
  }
  return backends;
}

/**
 * A fresh, empty PostgreSQL database on the server of `adminUrl` (DATABASE_URL), for a test's
 * in-process database or a server process of its own; `drop` removes it once its clients left.
 */
export async function createScratchPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `srv_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg-pool's end() resolves before its sockets have closed; a forced drop would cut
      // them mid-close (an unhandled 57P01 that fails the run), so wait for them first.
      await waitForNoConnections(adminUrl, name);
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

async function waitForNoConnections(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const left = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (left.rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
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
    ...overrides,
  });
}
