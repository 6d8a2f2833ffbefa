// 100 withdrawals fired at once against one balance. On PostgreSQL they run in parallel over the
// server's connection pool: this is the proof that the conditional balance update cannot overdraw.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { signedSandboxCallback } from '../../../server/money/sandbox/sandboxSignature';
import { signUpFast } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountData,
  buildMoneyServer,
  depositViaSandbox,
  expectLedgerHealthy,
  SANDBOX_SECRET,
} from './moneyTestKit';

afterAll(removeTempDirs);

const REQUESTS = 100;
const DEPOSIT = 1_000_000;
const WITHDRAWAL = 30_000;

describe.each(databaseBackends())('concurrent withdrawals on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildMoneyServer(database);
    // House accounts older (lower ids) than every customer's: ledger row locks then go house
    // first, the reverse of a withdrawal's customer row, which is what could deadlock.
    await houseAccountId(database.db, HOUSE_ACCOUNT.withdrawalsPending, 643);
    await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643);
  });
  afterAll(async () => {
    await app.close();
    await expectLedgerHealthy(database);
    await drop();
  });

  it(`never overdraws one balance with ${REQUESTS} withdrawals at once`, async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, DEPOSIT);

    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        app.inject({
          method: 'POST',
          url: '/web-api/payments/withdraw',
          headers: user.headers,
          payload: { amount: WITHDRAWAL },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    const accepted = statuses.filter((s) => s === 200).length;
    const expected = Math.floor(DEPOSIT / WITHDRAWAL);
    expect(accepted).toBe(expected);
    expect(statuses.filter((s) => s === 400).length).toBe(REQUESTS - expected);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe('amount: insufficient funds for this withdrawal');
    }

    const data = await accountData(app, user);
    expect(data.balance).toBe(DEPOSIT - expected * WITHDRAWAL);
    expect(data.balance).toBeGreaterThanOrEqual(0);
    const rows = await sql<{ n: string }>`select count(*)::text as n from payments
      where user_id = ${user.userId} and type = 'withdraw'`.execute(database.db);
    expect(Number(rows.rows[0]!.n)).toBe(expected);
  });

  it('serves withdrawals and refund callbacks for one account at once, without a deadlock', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, DEPOSIT);
    const withdraw = () =>
      app.inject({
        method: 'POST',
        url: '/web-api/payments/withdraw',
        headers: user.headers,
        payload: { amount: WITHDRAWAL },
      });
    const earlier: string[] = [];
    for (let i = 0; i < 10; i++)
      earlier.push((await withdraw()).json<{ payment_id: string }>().payment_id);

    const refunds = earlier.map((paymentId) => {
      const { rawBody, headers } = signedSandboxCallback(
        {
          event_id: `${paymentId}:fail`,
          payment_id: paymentId,
          status: 'fail',
          amount: WITHDRAWAL,
          currency_id: 643,
          timestamp: Math.floor(Date.now() / 1000),
        },
        SANDBOX_SECRET,
      );
      return () =>
        app.inject({
          method: 'POST',
          url: '/web-api/payments/callback/sandbox',
          headers,
          payload: rawBody,
        });
    });
    const calls = [...Array.from({ length: 40 }, () => withdraw), ...refunds];
    const responses = await Promise.all(calls.map((call) => call()));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(40)).toEqual(Array(10).fill(200));
    const accepted = statuses.slice(0, 40).filter((s) => s === 200).length;
    const data = await accountData(app, user);
    // The ten earlier reservations were refunded; every accepted new one is reserved.
    expect(data.balance).toBe(DEPOSIT - accepted * WITHDRAWAL);
    expect(data.balance).toBeGreaterThanOrEqual(0);
    // At least what was free before the refunds was withdrawn.
    expect(accepted).toBeGreaterThanOrEqual(Math.floor((DEPOSIT - 10 * WITHDRAWAL) / WITHDRAWAL));
  });
});
