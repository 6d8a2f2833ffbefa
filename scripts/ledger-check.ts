// `npm run ledger:check`: verifies the ledger's invariants (server/money/ledgerCheck.ts) over the
// database the server uses: DATABASE_URL, or the embedded PGlite under DATA_DIR (default ./data).
// Prints a summary; exit 0 when sound, 1 on any break (each named), 2 when it cannot check.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from '../server/db/dataDirLock';
import type { DatabaseSchema } from '../server/db/schema';
import { checkLedger } from '../server/money/ledgerCheck';

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  // PGlite is single-process: the server's DATA_DIR lock keeps us off a folder in use.
  let lock: DataDirLock | undefined;
  let dialect: Dialect;
  if (databaseUrl) {
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) });
  } else {
    lock = await lockDataDir(dataDir);
    dialect = new PGliteDialect(await PGlite.create(path.join(dataDir, 'pglite')));
  }
  const db = new Kysely<DatabaseSchema>({ dialect });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`;
  try {
    const tables = await sql<{ name: string | null }>`
      select to_regclass('ledger_postings')::text as name`.execute(db);
    if (!tables.rows[0]?.name) {
      console.error(
        `ledger:check: ${where} has no ledger tables (start the server once to migrate)`,
      );
      return 2;
    }
    const report = await checkLedger(db);
    console.log(
      `ledger:check on ${where}: ${report.accounts} accounts, ${report.transactions} transactions, ` +
        `${report.postings} postings`,
    );
    if (report.problems.length === 0) {
      console.log('ledger:check: OK, every invariant holds');
      return 0;
    }
    for (const problem of report.problems) console.error(`BREAK ${problem}`);
    console.error(`ledger:check: ${report.problems.length} break(s) found`);
    return 1;
  } finally {
    await db.destroy();
    await lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      `ledger:check could not run: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(2);
  },
);
