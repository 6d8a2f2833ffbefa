import type { Migration, MigrationProvider } from 'kysely';
import * as clientReports from './0001_client_reports';

// Imported, not discovered on disk, so the bundle and tests see exactly this list. Names sort in
// the order they apply: add a new file with the next number and list it here.
const migrations: Record<string, Migration> = {
  '0001_client_reports': clientReports,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
