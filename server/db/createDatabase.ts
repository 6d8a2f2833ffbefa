import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { DatabaseAvailability } from './databaseAvailability';
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
  /** Whether the database answers now (PGlite, in the process, always does). */
  availability: DatabaseAvailability;
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
  // The probe asks the database this function opens (made just below).
  const opened: { db?: Kysely<DatabaseSchema> } = {};
  const availability = new DatabaseAvailability({
    probe: async () => {
      await opened.db?.executeQuery(CompiledQuery.raw('select 1'));
    },
  });
  const pool = opts.databaseUrl
    ? postgresPool(opts.databaseUrl, () => availability.suspect())
    : undefined;
  const dialect = pool ? new PostgresDialect({ pool }) : await pgliteDialect(opts.dataDir);
  const db = new Kysely<DatabaseSchema>({ dialect });
  opened.db = db;
  const close = async () => {
    availability.close();
    await db.destroy();
  };
  try {
    const appliedMigrations = await migrateToLatest(db as Kysely<unknown>);
    return {
      db,
      backend,
      appliedMigrations,
      ...(pool ? { poolStats: () => poolStatsOf(pool) } : {}),
      availability,
      close,
    };
  } catch (err) {
    await close();
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

/** Opening a connection gives up after this: a database that does not answer is an outage. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A request waits this long for a connection of a full pool. Not CONNECT_TIMEOUT_MS: a burst
 * (200 placements on one balance at once, each holding its connection while it waits for the
 * account's row lock) queues for longer than 5 s on a loaded machine, and a busy pool is not an
 * outage: those requests were answered 503 and the database was suspected gone.
 */
export const POOL_WAIT_MS = 30_000;

/** node-postgres's client, with its own connect timeout (the pool's timeout is POOL_WAIT_MS). */
class TimedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(
      typeof config === 'string'
        ? { connectionString: config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }
        : { ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    );
  }
}

/**
 * A pool whose connections may be ended under it (a restart, a failover, pg_terminate_backend):
 * the error of a connection, idle or in use, is reported, never thrown at the process, and the
 * pool opens new connections once the database answers again.
 */
function postgresPool(connectionString: string, onConnectionError: () => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX,
    // The pool's timer covers the wait for a free connection and the opening of a new one; the
    // client's own (TimedConnectClient) ends an opening that takes longer than CONNECT_TIMEOUT_MS.
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: TimedConnectClient,
  });
  // An idle connection ended: the pool drops it and says so here (unheard, it would kill us).
  pool.on('error', () => onConnectionError());
  // A connection in use (inside a transaction, between statements) ended: said on the client.
  pool.on('connect', (client) => {
    client.on('error', () => onConnectionError());
  });
  return pool;
}

async function pgliteDialect(dataDir: string): Promise<Dialect> {
  const folder = path.resolve(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder);
  return new PGliteDialect(pglite);
}
