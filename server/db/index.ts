export { createDatabase } from './createDatabase';
export type {
  AppDatabase,
  CreateDatabaseOptions,
  DatabaseBackend,
  PoolStats,
} from './createDatabase';
export { lockDataDir, DataDirInUseError } from './dataDirLock';
export type { DataDirLock } from './dataDirLock';
export { migrateToLatest } from './migrate';
export type { DatabaseSchema, ClientReportsTable } from './schema';
export {
  DatabaseAvailability,
  isDatabaseUnavailable,
  PROBE_EVERY_MS,
} from './databaseAvailability';
