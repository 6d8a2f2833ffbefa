// Seamless wallet throughput (domain/casino/walletProtocol.ts): debit+credit pairs per second with
// 100 concurrent real-money game sessions on PostgreSQL, (a) as the outside provider makes them:
// signed HTTP calls (providers/outpost/walletCaller.ts, the code Outpost Games calls the wallet
// with: JSON body, HMAC-SHA256, keep-alive HTTP) to the site running as its own process
// (bench/wallet/walletSite.ts: the real server's wallet routes, signature and timestamp check,
// session, idempotency record, round, the limits module's stake check, ledger, balance), and
// (b) the same SQL statements sent directly through the `pg` driver from this process (the limit:
// no HTTP, no query builder, no rules). Prints both, p50/p99 of a pair and the ratio (target
// >= 0.5). Needs DATABASE_URL (an admin URL: a scratch database is created and dropped).
//   npm run bench:wallet          BENCH_SECONDS=10 (per path, after a 2 s warm-up each)
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { casinoLedgerReference } from '../domain/casino/catalogueTypes';
import { OUTPOST_PROVIDER_KEY } from '../domain/casino/outpostGames';
import { WalletCaller } from '../providers/outpost/walletCaller';
import { casinoAccountCode, CASINO_SHARDS } from '../server/casino/wallet/casinoHouseAccount';
import { openGameSession } from '../server/casino/wallet/gameSessions';
import type { AppDatabase } from '../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../server/money/houseAccounts';
import { LEDGER_KINDS } from '../server/money/ledger';
import {
  directTransfer,
  fundedCustomer,
  inTransaction,
  POOL_SIZE,
  runComparisonBench,
  WARM_UP_MS,
} from './postgresBench';
import { startServerProcess } from './serverProcess';

const PROVIDER = OUTPOST_PROVIDER_KEY;
const SESSIONS = 100;
const SEED_BALANCE = 1_000_000_000_000;
const STAKE = 1_000;
const WIN = 700;
const GAME_ID = 1;

interface Session {
  id: string;
  userId: string;
  accountId: string;
  houseId: string;
}

runComparisonBench<Session>({
  name: 'wallet',
  databasePrefix: 'wallet_bench',
  async setUp(database, pool, seconds) {
    const sessions = await seed(database);
    const secret = randomBytes(32).toString('hex');
    const port = await freePort();
    const site = await startServerProcess({
      port,
      dataDir: mkdtempSync(join(tmpdir(), 'bench-wallet-')),
      script: 'bench/wallet/walletSite.ts',
      env: {
        BENCH_SITE_DATABASE_URL: String(pool.options.connectionString),
        OUTSIDE_PROVIDER_SECRET: secret,
        LOG_LEVEL: 'warn',
      },
    });
    const wallet = new WalletCaller(`http://127.0.0.1:${port}`, secret);
    const call = async (kind: 'debit' | 'credit', fields: Record<string, unknown>) => {
      const result = await wallet.call(kind, fields);
      if (result.kind !== 'ok') throw new Error(`${kind}: ${JSON.stringify(result)}`);
    };
    return {
      workers: sessions,
      heading:
        `bench:wallet on PostgreSQL: ${SESSIONS} concurrent real sessions, each a loop of debit ` +
        `${STAKE} + credit ${WIN} on its own round, pool ${POOL_SIZE}, ${seconds} s per path in ` +
        `alternating halves after ${WARM_UP_MS / 1000} s warm-up`,
      unit: 'pairs',
      a: {
        label: '(a) outside provider -> signed HTTP -> site process wallet',
        async operation(session, key) {
          const common = { sessionId: session.id, roundId: `r:${key}`, currency: 'RUB' };
          await call('debit', { ...common, transactionId: `d:${key}`, amount: STAKE });
          await call('credit', { ...common, transactionId: `c:${key}`, amount: WIN });
        },
      },
      b: {
        label: '(b) same statements through pg directly (limit)         ',
        operation: (session, key) => directPair(pool, session, key),
      },
      note:
        'Path (a) is the whole protocol as an outside provider meets it: HTTP with keep-alive, ' +
        'JSON, the HMAC and timestamp check, then per call session read + BEGIN + record + round ' +
        '(+ 2 limits on a debit) + 4 ledger + record update with the balance + COMMIT in the site process.',
      tearDown: () => site.stop(),
    };
  },
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** House accounts first (lower ids), then the customers, funded, each with a real session. */
async function seed(database: AppDatabase): Promise<Session[]> {
  const db = database.db;
  const clearing = await houseAccountId(db, HOUSE_ACCOUNT.providerClearing, 643);
  const shards = new Map<string, string>();
  for (let shard = 0; shard < CASINO_SHARDS; shard++) {
    const code = casinoAccountCode(shard);
    shards.set(code, await houseAccountId(db, code, 643));
  }
  const sessions: Session[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const { userId, accountId } = await fundedCustomer(db, clearing, SEED_BALANCE);
    const session = await openGameSession(db, {
      userId,
      gameId: GAME_ID,
      providerKey: PROVIDER,
      mode: 'real',
      account: { id: accountId, currencyId: 643 },
      lng: 'en',
      now: new Date(Date.now() + 3_600_000),
    });
    sessions.push({
      id: session.id,
      userId,
      accountId,
      houseId: shards.get(casinoAccountCode(userId))!,
    });
  }
  return sessions;
}

function fingerprint(...fields: (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * What walletDebit and walletCredit send, statement for statement: the session read on its own
 * connection, then per call one transaction with the idempotency record, the round, the ledger's
 * insert, two balance updates (ascending account id) and postings, and the record's completion
 * with the balance read in it.
 */
async function directPair(pool: pg.Pool, session: Session, key: string): Promise<void> {
  const roundId = `r:${key}`;
  const reference = casinoLedgerReference(GAME_ID, roundId);
  const readSession = () =>
    pool.query(
      `select s.id, s.user_id, s.account_id, s.game_id, s.currency_id, s.mode, s.expires_at,
         u.ban_level
       from casino_game_sessions s left join users u on u.id = s.user_id
       where s.id = $1 and s.provider_key = $2`,
      [session.id, PROVIDER],
    );
  /** The ledger transfer between the customer and their house shard, to the customer's side. */
  const ledger = (
    client: pg.PoolClient,
    idempotencyKey: string,
    kind: string,
    amountToCustomer: number,
  ): Promise<string> =>
    directTransfer(client, {
      idempotencyKey,
      kind,
      reference,
      ...(amountToCustomer < 0
        ? { fromAccountId: session.accountId, toAccountId: session.houseId }
        : { fromAccountId: session.houseId, toAccountId: session.accountId }),
      amount: Math.abs(amountToCustomer),
    });
  const record = (client: pg.PoolClient, kind: string, transactionId: string, amount: number) =>
    client.query<{ id: string }>(
      `insert into "casino_wallet_transactions" ("provider_key", "provider_transaction_id", "kind",
         "session_id", "provider_round_id", "amount", "currency_id", "fingerprint", "status",
         "debit_transaction_id")
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict ("provider_key", "provider_transaction_id") do nothing returning "id"`,
      [
        PROVIDER,
        transactionId,
        kind,
        session.id,
        roundId,
        amount,
        643,
        fingerprint(kind, session.id, roundId, amount, 'RUB'),
        'accepted',
        null,
      ],
    );
  const finish = async (
    client: pg.PoolClient,
    recordId: string,
    roundRowId: string,
    ledgerId: string,
  ) => {
    await client.query(
      `update "casino_wallet_transactions" set "round_id" = $1, "ledger_transaction_id" = $2,
         "balance_after" = (select "balance" from "accounts" where "id" = $3) where "id" = $4
       returning "balance_after"`,
      [roundRowId, ledgerId, session.accountId, recordId],
    );
  };

  // Debit.
  await readSession();
  await inTransaction(pool, async (client) => {
    const rec = await record(client, 'debit', `d:${key}`, STAKE);
    const round = await client.query<{ id: string }>(
      `insert into casino_rounds
        (provider_key, provider_round_id, session_id, user_id, game_id, account_id, currency_id,
         stake_total)
      select $1, $2, s.id, s.user_id, s.game_id, s.account_id, s.currency_id, $3
      from casino_game_sessions s where s.id = $4
      on conflict (provider_key, provider_round_id) do update
        set stake_total = casino_rounds.stake_total + excluded.stake_total
        where casino_rounds.status = 'open' and casino_rounds.account_id = excluded.account_id
      returning id`,
      [PROVIDER, roundId, STAKE, session.id],
    );
    // The limits module's stake check: the customer's limits lock, then their limits.
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `limits:${session.userId}`,
    ]);
    await client.query('select * from "customer_limits" where "user_id" = $1 order by "type"', [
      session.userId,
    ]);
    const ledgerId = await ledger(
      client,
      `casino:${PROVIDER}:d:${key}`,
      LEDGER_KINDS.casinoBet,
      -STAKE,
    );
    await finish(client, rec.rows[0]!.id, round.rows[0]!.id, ledgerId);
  });
  // Credit.
  await readSession();
  await inTransaction(pool, async (client) => {
    const rec = await record(client, 'credit', `c:${key}`, WIN);
    const round = await client.query<{ id: string }>(
      `select "r"."id", "r"."status", "r"."account_id", exists (select "t"."id"
         from "casino_wallet_transactions" as "t" where "t"."round_id" = "r"."id"
         and "t"."kind" = $3 and "t"."status" = $4) as "debited"
       from "casino_rounds" as "r"
       where "r"."provider_key" = $1 and "r"."provider_round_id" = $2 for update of "r"`,
      [PROVIDER, roundId, 'debit', 'accepted'],
    );
    const roundRowId = round.rows[0]!.id;
    const ledgerId = await ledger(
      client,
      `casino:${PROVIDER}:c:${key}`,
      LEDGER_KINDS.casinoWin,
      WIN,
    );
    await client.query(
      `update "casino_rounds" set "win_total" = "win_total" + $1, "status" = $2, "closed_at" = $3
       where "id" = $4
       returning "user_id", "game_id", "currency_id", "stake_total", "refund_total"`,
      [WIN, 'closed', new Date(), roundRowId],
    );
    await finish(client, rec.rows[0]!.id, roundRowId, ledgerId);
  });
}
