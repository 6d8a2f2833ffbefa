import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamCashRecord } from '../../../domain/notices';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accountData, chooseOnHostedPage, moneyServerFor, moneySnapshot } from './moneyTestKit';

afterAll(removeTempDirs);

// SPEC section 3 "Team-cash payment record": team-cash deposits are a method of the sandbox
// provider (domain/money/paymentMethods.ts), listed by GET /web-api/payments/team-cash.
describe.each(databaseBackends())('team-cash payments on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app, database } = server);
  });

  const deposit = async (user: SignedUpUser, amount: number, method?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount, ...(method === undefined ? {} : { method }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payment_id: string }>().payment_id;
  };
  const records = async (user: SignedUpUser) => {
    const res = await app.inject({ url: '/web-api/payments/team-cash', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<{ items: TeamCashRecord[] }>().items;
  };

  it('asks for sign-in', async () => {
    const res = await app.inject({ url: '/web-api/payments/team-cash' });
    expect(res.statusCode).toBe(401);
  });

  it('lists only the customer’s team-cash deposits, paid ones with status id 2, and credits them once', async () => {
    const user = await signUpFast(app);
    const other = await signUpFast(app);
    expect(await records(user)).toEqual([]);

    await deposit(user, 10_000); // by card: not team cash
    const paid = await deposit(user, 20_000, 'team_cash');
    await chooseOnHostedPage(app, user, paid, 'success');
    const failed = await deposit(user, 30_000, 'team_cash');
    await chooseOnHostedPage(app, user, failed, 'fail');
    const open = await deposit(user, 40_000, 'team_cash');
    await deposit(other, 50_000, 'team_cash');

    const items = await records(user);
    expect(items.map((r) => [r.id, r.status_id, r.summ])).toEqual([
      [open, 0, 40_000],
      [failed, 3, 30_000],
      [paid, 2, 20_000],
    ]);
    const paidRecord = items[2]!;
    expect(paidRecord).toMatchObject({
      message: 'success',
      status_title: 'success',
      translate_message: 'team_cash_status_success',
      money_deposit_id: paid,
    });
    expect(paidRecord.skks_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(paidRecord.date_payment ?? '')).toBeGreaterThan(0);
    expect(paidRecord.timestamp).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ date_payment: null, money_deposit_id: null });
    // The paid team-cash deposit reached the balance through the ledger, once.
    expect((await accountData(app, user)).balance).toBe(20_000);
  });

  it('refuses an unknown method with 400 naming the field; nothing changes', async () => {
    const user = await signUpFast(app);
    const before = await moneySnapshot(database);
    for (const method of ['cash', '', 7, null]) {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/payments/deposit',
        headers: user.headers,
        payload: { amount: 10_000, method },
      });
      expect(res.statusCode, JSON.stringify(method)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'method' });
    }
    // Withdrawals name no method.
    const withdraw = await app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: 10_000, method: 'team_cash' },
    });
    expect(withdraw.statusCode).toBe(400);
    expect(await moneySnapshot(database)).toBe(before);
    expect(await records(user)).toEqual([]);
  });
});
