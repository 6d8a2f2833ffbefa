import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration failed${name}: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
