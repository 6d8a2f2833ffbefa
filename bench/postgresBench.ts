// What the PostgreSQL benchmarks share: a scratch database of their own on the server of
// DATABASE_URL (created, then dropped once its clients have left), the comparison they all run
// (path (a) through the server's service, path (b) the same statements through `pg` directly, on
// pools of the server's size, alternating a b b a after a warm-up, then the ratio and a ledger
// check), the timed concurrent runner, funded customers, the direct ledger transfer, and
// throughput and latency figures from the timed runs of one path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase, type AppDatabase, type DatabaseSchema } from '../server/db/index';
import { openCustomerAccounts } from '../server/money/accounts';
import { LEDGER_KINDS, postTransfer } from '../server/money/ledger';
import { checkLedger } from '../server/money/ledgerCheck';

/** The server's pool size (server/db/createDatabase.ts); the direct path gets the same. */
export const POOL_SIZE = 10;
export const TARGET_RATIO = 0.5;
export const WARM_UP_MS = 2_000;

/** One operation of a path by one concurrent worker; `key` is unique within the bench. */
export type Operation<W> = (worker: W, key: string) => Promise<void>;

/** What a bench sets up for the comparison of its two paths. */
export interface Comparison<W> {
  /** One concurrent loop each. */
  workers: W[];
  /** Printed once before the runs. */
  heading: string;
  /** What an operation is called in the figures ('transfers'). */
  unit: string;
  a: { label: string; operation: Operation<W> };
  b: { label: string; operation: Operation<W> };
  /** Appended to the ratio line (a further target on path (a)'s figures). */
  ratioNote?: (a: Figures) => string;
  /** Printed after the ratio: what path (a) covers. */
  note: string;
  /** Stops what setUp started (a server process) before the scratch database is dropped. */
  tearDown?: () => Promise<void>;
}

/**
 * Runs a comparison bench as a process: skips without DATABASE_URL, creates the scratch database,
 * the server's database on it and a `pg` pool, lets `setUp` seed, runs both paths (a warm-up each,
 * then BENCH_SECONDS per path in alternating halves a b b a), prints the figures and the ratio,
 * checks the ledger, drops the database and exits (1 on a failure or a broken ledger invariant).
 */
export function runComparisonBench<W>(options: {
  /** `bench:<name>` in the messages. */
  name: string;
  /** The scratch database's name prefix. */
  databasePrefix: string;
  setUp: (database: AppDatabase, pool: pg.Pool, seconds: number) => Promise<Comparison<W>>;
}): void {
  compare(options).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

async function compare<W>(options: Parameters<typeof runComparisonBench<W>>[0]): Promise<number> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      `bench:${options.name} skipped: set DATABASE_URL to a PostgreSQL server (it creates a scratch database)`,
    );
    return 0;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const scratch = await createScratchDatabase(adminUrl, options.databasePrefix);
  let database: AppDatabase | undefined;
  const pool = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
  let c: Comparison<W> | undefined;
  try {
    database = await createDatabase({ databaseUrl: scratch.url, dataDir: scratch.dataDir });
    c = await options.setUp(database, pool, seconds);
    console.log(c.heading);
    await timedRun('warm-up-a', c.workers, c.a.operation, WARM_UP_MS);
    await timedRun('warm-up-b', c.workers, c.b.operation, WARM_UP_MS);
    // Alternating rounds (a b b a), so neither path gets the emptier tables or a quieter machine.
    const half = (seconds * 1000) / 2;
    const a1 = await timedRun('a1', c.workers, c.a.operation, half);
    const b1 = await timedRun('b1', c.workers, c.b.operation, half);
    const b2 = await timedRun('b2', c.workers, c.b.operation, half);
    const a2 = await timedRun('a2', c.workers, c.a.operation, half);
    const a = combine(a1, a2);
    const b = combine(b1, b2);
    const ratio = a.perSecond / b.perSecond;
    printFigures(c.a.label, c.unit, a);
    printFigures(c.b.label, c.unit, b);
    console.log(
      `ratio a/b: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})` +
        (c.ratioNote ? `; ${c.ratioNote(a)}` : ''),
    );
    console.log(c.note);
    const report = await checkLedger(database.db);
    console.log(
      `ledger check after the bench: ${report.transactions} transactions, ` +
        `${report.problems.length === 0 ? 'every invariant holds' : report.problems.join('; ')}`,
    );
    return report.problems.length === 0 ? 0 : 1;
  } catch (err) {
    console.error(`bench:${options.name} failed:`, err);
    return 1;
  } finally {
    await c?.tearDown?.();
    await pool.end();
    await database?.close();
    await scratch.drop();
  }
}

/** Each worker loops `operation` until `ms` have passed; every latency is kept. */
export async function timedRun<W>(
  label: string,
  workers: W[],
  operation: Operation<W>,
  ms: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = performance.now() + ms;
  let n = 0;
  const loop = async (worker: W) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await operation(worker, `bench:${label}:${n++}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(workers.map(loop));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** A fast-registered RUB customer with their accounts, the main one funded through the ledger. */
export async function fundedCustomer(
  db: Kysely<DatabaseSchema>,
  clearingId: string,
  balance: number,
): Promise<{ userId: string; accountId: string }> {
  const user = await sql<{ id: string }>`
    insert into users (password_hash, registration_type, country_id, currency_id)
    values ('bench', 'fast_reg', 643, 643) returning id`.execute(db);
  const userId = String(user.rows[0]!.id);
  await openCustomerAccounts(db, { userId, currencyId: 643 });
  const main = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 0)
    .executeTakeFirstOrThrow();
  const accountId = String(main.id);
  await postTransfer(db, {
    idempotencyKey: `bench:seed:${userId}`,
    kind: LEDGER_KINDS.deposit,
    fromAccountId: clearingId,
    toAccountId: accountId,
    currencyId: 643,
    amount: balance,
  });
  return { userId, accountId };
}

/**
 * What postTransfer sends inside its transaction, statement for statement, for a RUB transfer of
 * `amount` from one account to another: the transaction's insert, the two balance updates
 * (ascending account id) and the postings. Answers the ledger transaction's id.
 */
export async function directTransfer(
  client: pg.PoolClient,
  transfer: {
    idempotencyKey: string;
    kind: string;
    reference: string | null;
    fromAccountId: string;
    toAccountId: string;
    amount: number;
  },
): Promise<string> {
  const { fromAccountId: from, toAccountId: to, amount } = transfer;
  const tx = await client.query<{ id: string }>(
    'insert into "ledger_transactions" ("idempotency_key", "kind", "reference") values ($1, $2, $3) ' +
      'on conflict ("idempotency_key") do nothing returning "id"',
    [transfer.idempotencyKey, transfer.kind, transfer.reference],
  );
  const postings = [
    { account: from, amount: -amount },
    { account: to, amount },
  ].sort((x, y) => x.account.length - y.account.length || (x.account < y.account ? -1 : 1));
  for (const p of postings) {
    const updated = await client.query(
      `update accounts set balance = balance + $1
    where id = $2 and currency_id = $3 and closed_at is null
      and (user_id is null or balance + $4 >= 0)
    returning id`,
      [p.amount, p.account, 643, p.amount],
    );
    if (updated.rowCount !== 1) throw new Error('refused');
  }
  const txId = tx.rows[0]!.id;
  await client.query(
    'insert into "ledger_postings" ("transaction_id", "account_id", "currency_id", "amount") ' +
      'values ($1, $2, $3, $4), ($5, $6, $7, $8)',
    [txId, from, 643, -amount, txId, to, 643, amount],
  );
  return txId;
}

/** `work` in one transaction on one pooled connection (rolled back when it throws). */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export interface ScratchDatabase {
  /** The scratch database's URL. */
  url: string;
  /** A temporary folder (the server's DATA_DIR for the lock and files). */
  dataDir: string;
  /** Drops the database once every client has left, and removes the folder. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      // pg-pool's end() resolves before its clients have said goodbye: wait for them, then drop.
      await waitForNoConnections(adminUrl, name);
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One timed run of a path: each operation's latency (ms) and the run's length. */
export interface Measured {
  latencies: number[];
  seconds: number;
}

export interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** The figures of a path measured in two halves (the paths alternate, so load drift is shared). */
export function combine(x: Measured, y: Measured): Figures {
  const latencies = [...x.latencies, ...y.latencies].sort((p, q) => p - q);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    perSecond: latencies.length / (x.seconds + y.seconds),
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** `label: 637 transfers/s (6370 transfers), latency p50 .. ms, p99 .. ms` */
export function printFigures(label: string, unit: string, f: Figures): void {
  console.log(
    `${label}: ${f.perSecond.toFixed(0)} ${unit}/s (${f.count} ${unit}), ` +
      `latency p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`,
  );
}

async function waitForNoConnections(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
