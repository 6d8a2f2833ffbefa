// What the command-line tools over the server's data open: the database the server uses
// (DATABASE_URL, or the embedded PGlite under DATA_DIR, default ./data, held under its lock
// since PGlite is single-process) and the brands of the content on disk.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, lockDataDir, type AppDatabase } from '../../server/db/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The brands under CONTENT_DIR (default: this repository), as the server would load them. */
export function brandsOnDisk(): string[] {
  const root = process.env.CONTENT_DIR?.trim() ? path.resolve(process.env.CONTENT_DIR) : ROOT;
  return readdirSync(path.join(root, 'configs', 'brands'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Runs `work` on the server's database, then closes it and releases the data folder. */
export async function withServerDatabase<T>(
  work: (database: AppDatabase) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  const lock = databaseUrl ? undefined : await lockDataDir(dataDir);
  try {
    const database = await createDatabase({ databaseUrl, dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}
