// The house rule for stale withdrawal reservations (domain/money/withdrawalReservation.ts): a
// withdrawal neither settled nor refused WITHDRAWAL_RESERVATION_HOURS after it was requested is
// cancelled and its amount returned to the balance through the ledger, once, whoever sweeps.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_RESERVATION_HOURS } from '../../../domain/money/withdrawalReservation';
import type { AppDatabase } from '../../../server/db/index';
import { signedSandboxCallback } from '../../../server/money/sandbox/sandboxSignature';
import { expireStaleWithdrawals } from '../../../server/money/withdrawalExpiry';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountData,
  buildMoneyServer,
  chooseOnHostedPage,
  depositViaSandbox,
  expectLedgerHealthy,
  moneyServerFor,
  moneySnapshot,
  SANDBOX_SECRET,
} from './moneyTestKit';
import { waitFor } from '../../waitFor';

afterAll(removeTempDirs);

const HOUR_MS = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

describe.each(databaseBackends())('stale withdrawal reservations on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app, database } = server);
  });

  async function withdraw(user: SignedUpUser, amount: number): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payment_id: string }>().payment_id;
  }

  async function statusOf(user: SignedUpUser, paymentId: string): Promise<string | undefined> {
    const res = await app.inject({
      url: '/web-api/office/payments/history?pageNumber=1&isIncludeArchive=true',
      headers: user.headers,
    });
    const entities = res.json<{ entities: { id: string; status: string }[] }>().entities;
    return entities.find((e) => e.id === paymentId)?.status;
  }

  it('returns a reservation neither settled nor refused in time to the balance, once', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 100_000);
    const untouched = await withdraw(user, 40_000);
    const pending = await withdraw(user, 30_000);
    await chooseOnHostedPage(app, user, pending, 'pending');
    const settled = await withdraw(user, 10_000);
    await chooseOnHostedPage(app, user, settled, 'success');
    expect((await accountData(app, user)).balance).toBe(20_000);

    // Not yet stale: nothing moves.
    const before = await moneySnapshot(database);
    expect(await expireStaleWithdrawals(database.db, hoursFromNow(1))).toBe(0);
    expect(await moneySnapshot(database)).toBe(before);

    const later = hoursFromNow(WITHDRAWAL_RESERVATION_HOURS + 1);
    expect(await expireStaleWithdrawals(database.db, later)).toBe(2);
    expect(await statusOf(user, untouched)).toBe('cancel');
    expect(await statusOf(user, pending)).toBe('cancel');
    expect(await statusOf(user, settled)).toBe('success');
    expect((await accountData(app, user)).balance).toBe(90_000);

    // A second sweep finds nothing; the money moved once.
    const afterFirst = await moneySnapshot(database);
    expect(await expireStaleWithdrawals(database.db, later)).toBe(0);
    expect(await moneySnapshot(database)).toBe(afterFirst);
    await expectLedgerHealthy(database);
  });

  it('refunds each reservation once when two sweeps run at the same moment', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 100_000);
    for (let i = 0; i < 5; i++) await withdraw(user, 10_000);
    expect((await accountData(app, user)).balance).toBe(50_000);
    const later = hoursFromNow(WITHDRAWAL_RESERVATION_HOURS + 1);
    await Promise.all([
      expireStaleWithdrawals(database.db, later),
      expireStaleWithdrawals(database.db, later),
      app.withdrawalExpiry.sweep(),
    ]);
    expect((await accountData(app, user)).balance).toBe(100_000);
    await expectLedgerHealthy(database);
  });

  it("changes nothing when the provider's success for an expired withdrawal arrives late", async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 100_000);
    const paymentId = await withdraw(user, 60_000);
    await expireStaleWithdrawals(database.db, hoursFromNow(WITHDRAWAL_RESERVATION_HOURS + 1));
    expect((await accountData(app, user)).balance).toBe(100_000);
    const { rawBody, headers } = signedSandboxCallback(
      {
        event_id: `${paymentId}:success`,
        payment_id: paymentId,
        status: 'success',
        amount: 60_000,
        currency_id: 643,
        timestamp: Math.floor(Date.now() / 1000),
      },
      SANDBOX_SECRET,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/callback/sandbox',
      headers,
      payload: rawBody,
    });
    expect(res.json()).toEqual({ result: 'ignored', status: 'cancel' });
    expect((await accountData(app, user)).balance).toBe(100_000);
    // The hosted page says so, and takes no choice.
    const page = await app.inject({ url: `/sandbox-pay/${paymentId}`, headers: user.headers });
    expect(page.body).toContain('This payment is complete');
  });

  it('sweeps in the server, at start and then on its period', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 100_000);
    await withdraw(user, 70_000);
    const later = await buildMoneyServer(database, {
      now: () => hoursFromNow(WITHDRAWAL_RESERVATION_HOURS + 1),
      withdrawalExpirySweepMs: 50,
    });
    try {
      await later.ready();
      await waitFor(
        async () => (await accountData(app, user)).balance === 100_000,
        'the expired withdrawal to be refunded by the sweep',
      );
    } finally {
      await later.close();
    }
  });
});
