// Ledger throughput: transfers per second with 50 concurrent clients moving
// money among 10 customer accounts on PostgreSQL, (a) through the server's ledger service
// (server/money/ledger.ts postTransfer over the server's Kysely database and its pool), and (b) the
// same SQL statements sent directly through the `pg` driver (the limit). Prints both and the ratio
// (target >= 0.5). Needs DATABASE_URL (an admin URL: a scratch database is created and dropped).
//   npm run bench:ledger            BENCH_SECONDS=10 (per path, after a 2 s warm-up)
import { randomInt } from 'node:crypto';
import { HOUSE_ACCOUNT, houseAccountId } from '../server/money/houseAccounts';
import { postTransfer } from '../server/money/ledger';
import {
  directTransfer,
  fundedCustomer,
  inTransaction,
  POOL_SIZE,
  runComparisonBench,
  WARM_UP_MS,
} from './postgresBench';

const CLIENTS = 50;
const ACCOUNTS = 10;
const SEED_BALANCE = 1_000_000_000;

runComparisonBench<number>({
  name: 'ledger',
  databasePrefix: 'ledger_bench',
  async setUp(database, pool, seconds) {
    // Ten customers, each with a large balance credited through the ledger.
    const clearing = await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
    const accounts: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      accounts.push((await fundedCustomer(database.db, clearing, SEED_BALANCE)).accountId);
    }
    /** A transfer of a random amount between two different random accounts. */
    const transferWith =
      (post: (key: string, from: string, to: string, amount: number) => Promise<unknown>) =>
      async (_client: number, key: string) => {
        const from = accounts[randomInt(ACCOUNTS)]!;
        let to = accounts[randomInt(ACCOUNTS)]!;
        while (to === from) to = accounts[randomInt(ACCOUNTS)]!;
        await post(key, from, to, randomInt(1, 100));
      };
    return {
      workers: Array.from({ length: CLIENTS }, (_, c) => c),
      heading:
        `bench:ledger on PostgreSQL: ${CLIENTS} concurrent clients, ${ACCOUNTS} accounts, ` +
        `pool ${POOL_SIZE}, ${seconds} s per path in alternating halves after ${WARM_UP_MS / 1000} s warm-up`,
      unit: 'transfers',
      a: {
        label: '(a) server ledger service (postTransfer via Kysely)',
        operation: transferWith((key, from, to, amount) =>
          postTransfer(database.db, {
            idempotencyKey: key,
            kind: 'transfer',
            fromAccountId: from,
            toAccountId: to,
            currencyId: 643,
            amount,
          }),
        ),
      },
      b: {
        label: '(b) same SQL through pg directly (the limit)      ',
        // What postTransfer sends, statement for statement, in one transaction on one connection.
        operation: transferWith((key, from, to, amount) =>
          inTransaction(pool, (client) =>
            directTransfer(client, {
              idempotencyKey: key,
              kind: 'transfer',
              reference: null,
              fromAccountId: from,
              toAccountId: to,
              amount,
            }),
          ),
        ),
      },
      note:
        'Path (a) is the ledger service the HTTP routes call, not HTTP itself: this issue has no ' +
        'customer-to-customer transfer endpoint, and a withdrawal request does more than one transfer.',
    };
  },
});
