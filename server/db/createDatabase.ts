import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import type { DatabaseSchema } from './schema';

export type DatabaseBackend = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  backend: DatabaseBackend;
  /** Names of the migrations applied by this start (empty when already up to date). */
  appliedMigrations: string[];
  /** The PostgreSQL pool's connections now (the metrics); absent on PGlite. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Open connections, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface CreateDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite under `${dataDir}/pglite` is used. */
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database (PostgreSQL SQL either way) and applies pending migrations. */
export async function createDatabase(opts: CreateDatabaseOptions): Promise<AppDatabase> {
  const backend: DatabaseBackend = opts.databaseUrl ? 'postgres' : 'pglite';
  const pool = opts.databaseUrl
    ? new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX })
    : undefined;
  const dialect = pool ? new PostgresDialect({ pool }) : await pgliteDialect(opts.dataDir);
  const db = new Kysely<DatabaseSchema>({ dialect });
  try {
    const appliedMigrations = await migrateToLatest(db as Kysely<unknown>);
    return {
      db,
      backend,
      appliedMigrations,
      ...(pool ? { poolStats: () => poolStatsOf(pool) } : {}),
      close: () => db.destroy(),
    };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

/** Connections per process: several processes share PostgreSQL's max_connections. */
const POOL_MAX = 10;

function poolStatsOf(pool: pg.Pool): PoolStats {
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: POOL_MAX,
  };
}

async function pgliteDialect(dataDir: string): Promise<Dialect> {
  const folder = path.resolve(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder);
  return new PGliteDialect(pglite);
}
