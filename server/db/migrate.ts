import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Numbers are handed out ahead of time, so a lower one can land after a higher one was applied
  // (0010 after 0011 and 0012): it still applies, instead of refusing the database.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration failed${name}: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
