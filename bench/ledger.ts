// Ledger throughput: transfers per second with 50 concurrent clients moving
// money among 10 customer accounts on PostgreSQL, (a) through the server's ledger service
// (server/money/ledger.ts postTransfer over the server's Kysely database and its pool), and (b) the
// same SQL statements sent directly through the `pg` driver (the limit). Prints both and the ratio
// (target >= 0.5). Needs DATABASE_URL (an admin URL: a scratch database is created and dropped).
//   npm run bench:ledger            BENCH_SECONDS=10 (per path, after a 2 s warm-up)
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../server/db/index';
import { openCustomerAccounts } from '../server/money/accounts';
import { HOUSE_ACCOUNT, houseAccountId } from '../server/money/houseAccounts';
import { postTransfer } from '../server/money/ledger';
import { checkLedger } from '../server/money/ledgerCheck';
import { combine, createScratchDatabase, printFigures, type Measured } from './postgresBench';

const CLIENTS = 50;
const ACCOUNTS = 10;
/** The server's pool size (server/db/createDatabase.ts); the direct path gets the same. */
const POOL_SIZE = 10;
const TARGET_RATIO = 0.5;
const SEED_BALANCE = 1_000_000_000;
const WARM_UP_MS = 2_000;

async function main(): Promise<number> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'bench:ledger skipped: set DATABASE_URL to a PostgreSQL server (it creates a scratch database)',
    );
    return 0;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const scratch = await createScratchDatabase(adminUrl, 'ledger_bench');
  let database: AppDatabase | undefined;
  const pool = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
  try {
    database = await createDatabase({ databaseUrl: scratch.url, dataDir: scratch.dataDir });
    const accounts = await seed(database);
    console.log(
      `bench:ledger on PostgreSQL: ${CLIENTS} concurrent clients, ${ACCOUNTS} accounts, ` +
        `pool ${POOL_SIZE}, ${seconds} s per path in alternating halves after ${WARM_UP_MS / 1000} s warm-up`,
    );

    const db = database.db;
    const viaService = (key: string, from: string, to: string, amount: number) =>
      postTransfer(db, {
        idempotencyKey: key,
        kind: 'transfer',
        fromAccountId: from,
        toAccountId: to,
        currencyId: 643,
        amount,
      }).then(() => undefined);
    const direct = (key: string, from: string, to: string, amount: number) =>
      directTransfer(pool, key, from, to, amount);

    await run('warm-up-a', accounts, viaService, WARM_UP_MS);
    await run('warm-up-b', accounts, direct, WARM_UP_MS);
    // Alternating rounds (a b b a), so neither path gets the emptier tables or a quieter machine.
    const half = (seconds * 1000) / 2;
    const a1 = await run('a1', accounts, viaService, half);
    const b1 = await run('b1', accounts, direct, half);
    const b2 = await run('b2', accounts, direct, half);
    const a2 = await run('a2', accounts, viaService, half);
    const a = combine(a1, a2);
    const b = combine(b1, b2);
    const ratio = a.perSecond / b.perSecond;
    printFigures('(a) server ledger service (postTransfer via Kysely)', 'transfers', a);
    printFigures('(b) same SQL through pg directly (the limit)      ', 'transfers', b);
    console.log(
      `ratio a/b: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
    );
    console.log(
      'Path (a) is the ledger service the HTTP routes call, not HTTP itself: this issue has no ' +
        'customer-to-customer transfer endpoint, and a withdrawal request does more than one transfer.',
    );
    const report = await checkLedger(db);
    console.log(
      `ledger check after the bench: ${report.transactions} transactions, ` +
        `${report.problems.length === 0 ? 'every invariant holds' : report.problems.join('; ')}`,
    );
    return report.problems.length === 0 ? 0 : 1;
  } catch (err) {
    console.error('bench:ledger failed:', err);
    return 1;
  } finally {
    await pool.end();
    await database?.close();
    await scratch.drop();
  }
}

/** Ten customers, each with a large balance credited through the ledger. */
async function seed(database: AppDatabase): Promise<string[]> {
  const clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  const ids: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const user = await sql<{ id: string }>`
      insert into users (password_hash, registration_type, country_id, currency_id)
      values ('bench', 'fast_reg', 643, 643) returning id`.execute(database.db);
    const userId = String(user.rows[0]!.id);
    await openCustomerAccounts(database.db, { userId, currencyId: 643 });
    const main = await database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', 0)
      .executeTakeFirstOrThrow();
    ids.push(String(main.id));
    await postTransfer(database.db, {
      idempotencyKey: `bench:seed:${userId}`,
      kind: 'deposit',
      fromAccountId: clearing,
      toAccountId: String(main.id),
      currencyId: 643,
      amount: SEED_BALANCE,
    });
  }
  return ids;
}

/** What postTransfer sends, statement for statement, in one transaction on one connection. */
async function directTransfer(
  pool: pg.Pool,
  key: string,
  from: string,
  to: string,
  amount: number,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tx = await client.query<{ id: string }>(
      'insert into ledger_transactions (idempotency_key, kind, reference) values ($1, $2, $3) ' +
        'on conflict (idempotency_key) do nothing returning id',
      [key, 'transfer', null],
    );
    const postings = [
      { account: from, amount: -amount },
      { account: to, amount },
    ].sort((x, y) => x.account.length - y.account.length || (x.account < y.account ? -1 : 1));
    for (const p of postings) {
      const updated = await client.query(
        'update accounts set balance = balance + $1 where id = $2 and currency_id = $3 ' +
          'and closed_at is null and (user_id is null or balance + $4 >= 0) returning id',
        [p.amount, p.account, 643, p.amount],
      );
      if (updated.rowCount !== 1) throw new Error('refused');
    }
    await client.query(
      'insert into ledger_postings (transaction_id, account_id, currency_id, amount) ' +
        'values ($1, $2, $3, $4), ($5, $6, $7, $8)',
      [tx.rows[0]!.id, from, 643, -amount, tx.rows[0]!.id, to, 643, amount],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

type Transfer = (key: string, from: string, to: string, amount: number) => Promise<void>;

async function run(
  label: string,
  accounts: string[],
  transfer: Transfer,
  ms: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = performance.now() + ms;
  let n = 0;
  const client = async (c: number) => {
    while (performance.now() < deadline) {
      const from = accounts[randomInt(ACCOUNTS)]!;
      let to = accounts[randomInt(ACCOUNTS)]!;
      while (to === from) to = accounts[randomInt(ACCOUNTS)]!;
      const started = performance.now();
      await transfer(`bench:${label}:${c}:${n++}`, from, to, randomInt(1, 100));
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
