// Seamless wallet throughput (domain/casino/walletProtocol.ts): debit+credit pairs per second with
// 100 concurrent real-money game sessions on PostgreSQL, (a) as the outside provider makes them:
// signed HTTP calls (providers/outpost/walletCaller.ts, the code Outpost Games calls the wallet
// with: JSON body, HMAC-SHA256, keep-alive HTTP) to the site running as its own process
// (bench/wallet/walletSite.ts: the real server's wallet routes, signature and timestamp check,
// session, idempotency record, round, the limits module's stake check, ledger, balance), and
// (b) the same SQL statements (the texts of server/casino/wallet/walletStatements.ts) sent directly
// through the `pg` driver from this process (the limit: no HTTP, no query builder, no rules). Prints both, p50/p99 of a pair and the ratio (target
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
import {
  CREDIT_MOVE_SQL,
  CREDIT_ROUND_SQL,
  creditMoveParameters,
  creditRoundParameters,
  DEBIT_MOVE_SQL,
  DEBIT_ROUND_SQL,
  debitMoveParameters,
  debitRoundParameters,
  OPEN_CALL_SQL,
  openCallParameters,
} from '../server/casino/wallet/walletStatements';
import type { AppDatabase } from '../server/db/index';
import { LIMITS_LOCK_PREFIX } from '../server/limits/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../server/money/houseAccounts';
import { LEDGER_KINDS } from '../server/money/ledger';
import {
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
        'JSON, the HMAC and timestamp check, then per call BEGIN + session, limits lock (a debit) ' +
        'and record + round (with the limit rows, or locked) + ledger transfer with the record ' +
        '(and the round totals) + COMMIT in the site process; (b) sends the same five.',
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
 * What walletDebit and walletCredit send, statement for statement, with the same texts
 * (server/casino/wallet/walletStatements.ts): per call one transaction of BEGIN, the session read
 * with the limits lock (a debit) and the record's insert, the round (a debit's with the limit
 * rows, a credit's locked with its debit and bonus checks), the ledger transfer with the record's
 * completion (and a credit's round totals), COMMIT.
 */
async function directPair(pool: pg.Pool, session: Session, key: string): Promise<void> {
  const roundId = `r:${key}`;
  const reference = casinoLedgerReference(GAME_ID, roundId);
  const transfer = (idempotencyKey: string, kind: string, amountToCustomer: number) => ({
    idempotencyKey,
    kind,
    reference,
    ...(amountToCustomer < 0
      ? { fromAccountId: session.accountId, toAccountId: session.houseId }
      : { fromAccountId: session.houseId, toAccountId: session.accountId }),
    currencyId: 643,
    amount: Math.abs(amountToCustomer),
  });
  const open = async (
    client: pg.PoolClient,
    lockPrefix: string | null,
    kind: 'debit' | 'credit',
    transactionId: string,
    amount: number,
    fields: (string | number)[],
  ): Promise<string> => {
    const opened = await client.query<{ record_id: string | null }>(
      OPEN_CALL_SQL,
      openCallParameters(PROVIDER, session.id, lockPrefix, {
        transactionId,
        kind,
        roundId,
        amount,
        fingerprint: fingerprint(kind, session.id, roundId, amount, 'RUB', ...fields),
      }),
    );
    return opened.rows[0]!.record_id!;
  };
  const moved = (rows: { moved: number }[]) => {
    if (rows[0]?.moved !== 2) throw new Error('the transfer did not move');
  };
  const gameSession = {
    id: session.id,
    userId: session.userId,
    gameId: GAME_ID,
    accountId: session.accountId,
    currencyId: 643,
  };

  // Debit.
  await inTransaction(pool, async (client) => {
    const recordId = await open(client, LIMITS_LOCK_PREFIX, 'debit', `d:${key}`, STAKE, []);
    const round = await client.query<{ round_id: string }>(
      DEBIT_ROUND_SQL,
      debitRoundParameters(PROVIDER, gameSession, roundId, STAKE, true),
    );
    const move = await client.query<{ moved: number }>(
      DEBIT_MOVE_SQL,
      debitMoveParameters(transfer(`casino:${PROVIDER}:d:${key}`, LEDGER_KINDS.casinoBet, -STAKE), {
        roundId: round.rows[0]!.round_id,
        customerAccountId: session.accountId,
        recordId,
      }),
    );
    moved(move.rows);
  });
  // Credit.
  await inTransaction(pool, async (client) => {
    const recordId = await open(client, null, 'credit', `c:${key}`, WIN, ['true']);
    const round = await client.query<{ id: string }>(
      CREDIT_ROUND_SQL,
      creditRoundParameters(PROVIDER, roundId),
    );
    const move = await client.query<{ moved: number }>(
      CREDIT_MOVE_SQL,
      creditMoveParameters(
        transfer(`casino:${PROVIDER}:c:${key}`, LEDGER_KINDS.casinoWin, WIN),
        { roundId: round.rows[0]!.id, customerAccountId: session.accountId, recordId },
        { win: WIN, closed: true, at: new Date(), fairness: null },
      ),
    );
    moved(move.rows);
  });
}
