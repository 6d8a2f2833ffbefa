// `npm run ledger:check` as a process: exit 0 on a sound ledger, 1 naming each break on a
// deliberately corrupted one, 2 when there is nothing to check. PGlite (DATA_DIR) and, with
// DATABASE_URL, PostgreSQL.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../server/db/index';
import { openCustomerAccounts } from '../../server/money/accounts';
import { HOUSE_ACCOUNT, houseAccountId } from '../../server/money/houseAccounts';
import { postTransfer } from '../../server/money/ledger';
import { runLedgerCheckScript } from '../server/serverProcess';
import { makeTempDir, removeTempDirs } from '../server/testServer';

afterAll(removeTempDirs);

/** Each run starts tsx and opens PGlite (initdb for a new folder): seconds, more on a busy machine. */
const SCRIPT_TIMEOUT_MS = 180_000;

/** A customer with a deposit and a withdrawal reserve: a small, sound ledger. Returns ids. */
async function seed(database: AppDatabase) {
  const user = await sql<{ id: string | number }>`
    insert into users (password_hash, registration_type, country_id, currency_id)
    values ('test-only', 'fast_reg', 643, 643) returning id`.execute(database.db);
  const userId = String(user.rows[0]!.id);
  await openCustomerAccounts(database.db, { userId, currencyId: 643 });
  const main = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 0)
    .executeTakeFirstOrThrow();
  const mainId = String(main.id);
  const deposit = await postTransfer(database.db, {
    idempotencyKey: 'seed:deposit',
    kind: 'deposit',
    fromAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643),
    toAccountId: mainId,
    currencyId: 643,
    amount: 50_000,
  });
  await postTransfer(database.db, {
    idempotencyKey: 'seed:reserve',
    kind: 'withdrawal_reserve',
    fromAccountId: mainId,
    toAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.withdrawalsPending, 643),
    currencyId: 643,
    amount: 20_000,
  });
  return { mainId, depositTransactionId: deposit.transactionId };
}

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<AppDatabase>;
  cleanUp(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = makeTempDir('ledger-check');
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => createDatabase({ dataDir }),
    cleanUp: async () => {},
  };
}

function postgresTarget(adminUrl: string): Target {
  const name = `ledger_check_${process.pid}_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: async () => {
      if (!created) await admin(`CREATE DATABASE ${name}`);
      created = true;
      return createDatabase({ databaseUrl: url.toString(), dataDir: makeTempDir('pg') });
    },
    cleanUp: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const targets = [pgliteTarget()];
if (process.env.DATABASE_URL) targets.push(postgresTarget(process.env.DATABASE_URL));

it(
  'ledger:check exits 2 when the database has no ledger yet',
  () => {
    const result = runLedgerCheckScript({ DATA_DIR: makeTempDir('ledger-empty') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('has no ledger tables');
  },
  SCRIPT_TIMEOUT_MS,
);

describe.each(targets)('npm run ledger:check on $name', (target) => {
  afterAll(() => target.cleanUp());

  it(
    'passes on a sound ledger, then fails naming each deliberate corruption',
    async () => {
      let database = await target.open();
      const { mainId, depositTransactionId } = await seed(database);
      await database.close();

      const sound = runLedgerCheckScript(target.env);
      expect(sound.stderr).toBe('');
      expect(sound.code).toBe(0);
      expect(sound.stdout).toMatch(/: 4 accounts, 2 transactions, 4 postings/);
      expect(sound.stdout).toContain('OK, every invariant holds');

      // Behind the ledger's back: a balance changed, and a posting of another transaction changed.
      database = await target.open();
      await sql`update accounts set balance = balance + 1 where id = ${mainId}`.execute(
        database.db,
      );
      await sql`update ledger_postings set amount = amount + 5
      where transaction_id = ${depositTransactionId} and account_id = ${mainId}`.execute(
        database.db,
      );
      await database.close();
      const broken = runLedgerCheckScript(target.env);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(
        `BREAK transaction does not balance per currency: transaction_id=${depositTransactionId} currency_id=643 sum=5`,
      );
      expect(broken.stderr).toContain(
        `BREAK account balance differs from the sum of its postings: account_id=${mainId} balance=30001 postings_sum=30005`,
      );
      expect(broken.stderr).toContain('2 break(s) found');
    },
    SCRIPT_TIMEOUT_MS,
  );
});
