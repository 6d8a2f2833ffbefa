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
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite under `${dataDir}/pglite` is used. */
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database (PostgreSQL SQL either way) and applies pending migrations. */
export async function createDatabase(opts: CreateDatabaseOptions): Promise<AppDatabase> {
  const backend: DatabaseBackend = opts.databaseUrl ? 'postgres' : 'pglite';
  const dialect = opts.databaseUrl
    ? postgresDialect(opts.databaseUrl)
    : await pgliteDialect(opts.dataDir);
  const db = new Kysely<DatabaseSchema>({ dialect });
  try {
    const appliedMigrations = await migrateToLatest(db as Kysely<unknown>);
    return { db, backend, appliedMigrations, close: () => db.destroy() };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

function postgresDialect(connectionString: string): Dialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) });
}

async function pgliteDialect(dataDir: string): Promise<Dialect> {
  const folder = path.resolve(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder);
  return new PGliteDialect(pglite);
}
