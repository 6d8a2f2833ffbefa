import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_UPDATED_AT } from '../../../domain/auth/authConstants';
import type { AppDatabase } from '../../../server/db/index';
import { ARCHIVE_AFTER_DAYS } from '../../../server/money/paymentHistory';
import { signUpFast } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountData,
  buildMoneyServer,
  chooseOnHostedPage,
  depositViaSandbox,
  moneyServerFor,
  moneySnapshot,
} from './moneyTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('accounts and payments over HTTP on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app, database } = server);
  });

  it('gives a new user an active main account and a bonus account in the chosen currency', async () => {
    const user = await signUpFast(app, { currency_id: 840 });
    const data = await accountData(app, user);
    expect(data.balance).toBe(0);
    expect(data.bonus).toBe(0);
    expect(data.is_available_first_deposit_bonus).toBe(true);
    expect(data.all_accounts).toEqual([
      expect.objectContaining({
        iso: 'USD',
        symbol: '$',
        currencyId: 840,
        type: 0,
        money: 0,
        isActive: true,
      }),
      expect.objectContaining({ iso: 'USD', currencyId: 840, type: 4, money: 0, isActive: false }),
    ]);
  });

  it('asks for sign-in on every money route', async () => {
    const calls = [
      { method: 'GET', url: '/web-api/account/data' },
      { method: 'POST', url: '/web-api/account/active', payload: { id: 1 } },
      { method: 'POST', url: '/web-api/account/currency', payload: { currency_id: 840 } },
      { method: 'DELETE', url: '/web-api/account/currency/1' },
      { method: 'POST', url: '/web-api/payments/deposit', payload: { amount: 10_000 } },
      { method: 'POST', url: '/web-api/payments/withdraw', payload: { amount: 10_000 } },
      { method: 'GET', url: '/web-api/office/payments/history' },
    ] as const;
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Unauthorized' });
    }
  });

  it('deposits through the sandbox: hosted page, signed callbacks, balance credited once', async () => {
    const user = await signUpFast(app);
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: 150_000, lng: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment_id, redirect_url } = res.json<{ payment_id: string; redirect_url: string }>();
    expect(redirect_url).toBe(`/sandbox-pay/${payment_id}`);

    const page = await app.inject({ url: redirect_url, headers: user.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // So that the form's post carries the page's Origin (checked), not `null`.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toMatch(/<style|style=/);
    const css = await app.inject({ url: '/sandbox-pay/sandbox.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(page.body).toContain('1500.00 RUB');
    for (const outcome of ['success', 'fail', 'pending', 'cancel']) {
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
    }
    // Nothing is credited before the provider's callback.
    expect((await accountData(app, user)).balance).toBe(0);

    const deliveriesBefore = app.paymentSandbox.deliveries.length;
    const chosen = await chooseOnHostedPage(app, user, payment_id, 'success');
    expect(chosen.headers.location).toBe(`/en/payment/success?paymentId=${payment_id}`);

    // The sandbox misbehaves like a real provider: success, a late pending, success again (with
    // no delay in tests they race, so their order varies); each one is answered 200.
    const deliveries = app.paymentSandbox.deliveries.slice(deliveriesBefore);
    expect(deliveries.map((d) => `${d.eventId} ${d.httpStatus}`).sort()).toEqual([
      `${payment_id}:pending 200`,
      `${payment_id}:success 200`,
      `${payment_id}:success 200`,
    ]);
    const data = await accountData(app, user);
    expect(data.balance).toBe(150_000);
    expect(data.is_available_first_deposit_bonus).toBe(false);

    // The page now says the payment is complete and offers no buttons.
    const after = await app.inject({ url: redirect_url, headers: user.headers });
    expect(after.body).toContain('This payment is complete');
    expect(after.body).not.toContain('<button');
    // A second choice on the hosted page changes nothing.
    const again = await app.inject({
      method: 'POST',
      url: redirect_url,
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(again.headers.location).toBe(`/en/payment/success?paymentId=${payment_id}`);
    await app.paymentSandbox.idle();
    expect((await accountData(app, user)).balance).toBe(150_000);
  });

  it('credits nothing for a failed or cancelled deposit', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 20_000, 'fail');
    await depositViaSandbox(app, user, 20_000, 'cancel');
    expect((await accountData(app, user)).balance).toBe(0);
  });

  it('withdraws: reserves at once, settles on success, refunds on fail; history shows all', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 500_000);

    const withdraw = async (amount: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/payments/withdraw',
        headers: user.headers,
        payload: { amount, lng: 'ru' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ payment_id: string; status: string; redirect_url: string }>();
    };
    const first = await withdraw(200_000);
    expect(first.status).toBe('created');
    expect(first.redirect_url).toBe(`/sandbox-pay/${first.payment_id}`);
    expect((await accountData(app, user)).balance).toBe(300_000);
    const settled = await chooseOnHostedPage(app, user, first.payment_id, 'success');
    expect(settled.headers.location).toBe(
      `/ru/payment/withdraw/success?paymentId=${first.payment_id}`,
    );
    expect((await accountData(app, user)).balance).toBe(300_000);

    const second = await withdraw(100_000);
    expect((await accountData(app, user)).balance).toBe(200_000);
    await chooseOnHostedPage(app, user, second.payment_id, 'fail');
    expect((await accountData(app, user)).balance).toBe(300_000);

    const tooMuch = await app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: 300_001 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      error: 'Bad Request',
      message: 'amount: insufficient funds for this withdrawal',
      reason: 'insufficient_funds',
      field: 'amount',
    });

    const history = await app.inject({
      url: '/web-api/office/payments/history?pageNumber=1&isIncludeArchive=false',
      headers: user.headers,
    });
    expect(history.statusCode).toBe(200);
    const body = history.json<{ entities: Record<string, unknown>[]; total_count: number }>();
    expect(body.total_count).toBe(3);
    expect(body.entities.map((e) => [e.type, e.amount, e.status, e.iso, e.currency_id])).toEqual([
      ['withdraw', 100_000, 'fail', 'RUB', 643],
      ['withdraw', 200_000, 'success', 'RUB', 643],
      ['deposit', 500_000, 'success', 'RUB', 643],
    ]);
    expect(typeof body.entities[0]!.created_at).toBe('string');
  });

  it('leaves a pending payment pending, and the customer may resolve it later', async () => {
    const user = await signUpFast(app);
    const paymentId = await depositViaSandbox(app, user, 30_000, 'pending');
    const status = async () => {
      const res = await app.inject({
        url: '/web-api/office/payments/history',
        headers: user.headers,
      });
      return res.json<{ entities: { id: string; status: string }[] }>().entities[0];
    };
    expect(await status()).toMatchObject({ id: paymentId, status: 'pending' });
    expect((await accountData(app, user)).balance).toBe(0);
    await chooseOnHostedPage(app, user, paymentId, 'success');
    expect(await status()).toMatchObject({ id: paymentId, status: 'success' });
    expect((await accountData(app, user)).balance).toBe(30_000);
  });

  it('refuses amounts outside the currency bounds and deposits to the bonus account', async () => {
    const user = await signUpFast(app);
    const bonus = (await accountData(app, user)).all_accounts.find((a) => a.type === 4)!;
    const cases = [
      [
        { amount: 9_999 },
        'amount must be at least 10000 minor units',
        'amount_out_of_range',
        'amount',
      ],
      [
        { amount: 100_000_001 },
        'amount must be at most 100000000 minor units',
        'amount_out_of_range',
        'amount',
      ],
      [
        { amount: 10_000, account_id: bonus.id },
        'account_id: the bonus account takes no deposits or withdrawals',
        'bonus_account_no_payments',
        'account_id',
      ],
    ] as const;
    for (const [payload, message, reason, field] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/payments/deposit',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Bad Request', message, reason, field });
    }
  });

  it('adds and removes currency accounts, switches the active account, refuses with a message', async () => {
    const user = await signUpFast(app);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: user.headers, payload });
    const added = await post('/web-api/account/currency', { currency_id: 978 });
    expect(added.json()).toMatchObject({ success: true });
    const eurId = added.json<{ account_id: number }>().account_id;
    // SPEC section 3 "Wallet": the account added answers as a wallet, its currency and score id.
    expect(added.json()).toEqual({
      success: true,
      account_id: eurId,
      wallet: { currency_id: 978, score_id: eurId },
    });
    const eurRow = await database.db
      .selectFrom('accounts')
      .select(['user_id', 'type', 'currency_id'])
      .where('id', '=', String(eurId))
      .executeTakeFirstOrThrow();
    expect([String(eurRow.user_id), eurRow.type, eurRow.currency_id]).toEqual([
      user.userId,
      9,
      978,
    ]);

    expect((await post('/web-api/account/currency', { currency_id: 978 })).json()).toEqual({
      success: false,
      message: 'You already have an account in EUR',
      reason: 'currency_account_exists',
      field: 'currency_id',
    });
    expect((await post('/web-api/account/currency', { currency_id: 643 })).json()).toEqual({
      success: false,
      message: 'You already have an account in RUB',
      reason: 'currency_account_exists',
      field: 'currency_id',
    });

    expect((await post('/web-api/account/active', { id: eurId })).json()).toEqual({
      success: true,
      account_id: eurId,
    });
    let data = await accountData(app, user);
    expect(data.all_accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([eurId]);

    // A deposit without account_id goes to the active (EUR) account, in EUR bounds.
    await depositViaSandbox(app, user, 5_000);
    data = await accountData(app, user);
    expect(data.balance).toBe(5_000);
    const main = data.all_accounts.find((a) => a.type === 0)!;
    const bonus = data.all_accounts.find((a) => a.type === 4)!;
    expect(main.money).toBe(0);

    const remove = (id: number) =>
      app.inject({
        method: 'DELETE',
        url: `/web-api/account/currency/${id}`,
        headers: user.headers,
      });
    expect((await remove(eurId)).json()).toEqual({
      success: false,
      message: 'Withdraw the balance before removing the account',
      reason: 'currency_account_balance_not_zero',
    });
    expect((await remove(main.id)).json()).toEqual({
      success: false,
      message: 'The main account cannot be removed',
      reason: 'account_not_removable',
    });
    expect((await remove(bonus.id)).json()).toEqual({
      success: false,
      message: 'The bonus account cannot be removed',
      reason: 'account_not_removable',
    });
    expect((await post('/web-api/account/active', { id: bonus.id })).json()).toEqual({
      success: false,
      message: 'The bonus account cannot be the active account',
      reason: 'bonus_account_cannot_be_active',
      field: 'id',
    });

    const usd = (await post('/web-api/account/currency', { currency_id: 840 })).json<{
      account_id: number;
    }>().account_id;
    await post('/web-api/account/active', { id: usd });
    expect((await remove(usd)).json()).toEqual({ success: true, account_id: usd });
    data = await accountData(app, user);
    expect(data.all_accounts.map((a) => a.currencyId)).toEqual([643, 643, 978]);
    expect(data.all_accounts.find((a) => a.isActive)?.type).toBe(0);
    // The currency can be added again after removal.
    expect((await post('/web-api/account/currency', { currency_id: 840 })).json()).toMatchObject({
      success: true,
    });
  });

  it("never lets one user read or move another user's accounts", async () => {
    const owner = await signUpFast(app);
    const intruder = await signUpFast(app);
    await depositViaSandbox(app, owner, 50_000);
    const added = await app.inject({
      method: 'POST',
      url: '/web-api/account/currency',
      headers: owner.headers,
      payload: { currency_id: 840 },
    });
    const ownerUsd = added.json<{ account_id: number }>().account_id;
    const ownerMain = (await accountData(app, owner)).all_accounts.find((a) => a.type === 0)!;
    const before = await accountData(app, owner);

    const attempts = [
      { method: 'POST', url: '/web-api/account/active', payload: { id: ownerUsd } },
      { method: 'DELETE', url: `/web-api/account/currency/${ownerUsd}` },
      {
        method: 'POST',
        url: '/web-api/payments/withdraw',
        payload: { amount: 20_000, account_id: ownerMain.id },
      },
      {
        method: 'POST',
        url: '/web-api/payments/deposit',
        payload: { amount: 20_000, account_id: ownerMain.id },
      },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({ ...attempt, headers: intruder.headers });
      const body = res.json<{ success?: boolean; message: string }>();
      if (res.statusCode === 200)
        expect(body).toEqual({
          success: false,
          message: 'Account not found',
          reason: 'account_not_found',
          field: 'id',
        });
      else {
        expect(res.statusCode).toBe(400);
        expect(body.message).toBe('account_id: no such account');
      }
    }
    expect(await accountData(app, owner)).toEqual(before);
    const theirs = await accountData(app, intruder);
    expect(theirs.all_accounts.map((a) => a.id)).not.toContain(ownerMain.id);
    const history = await app.inject({
      url: '/web-api/office/payments/history',
      headers: intruder.headers,
    });
    expect(history.json()).toEqual({ entities: [], total_count: 0 });
  });

  it('answers 451 with exception_code 1 to payments until changed terms are confirmed', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 50_000);
    await sql`update users set terms_accepted_at = ${new Date(Date.parse(TERMS_UPDATED_AT) - 1000)}
      where id = ${user.userId}`.execute(database.db);
    const before = await moneySnapshot(database);
    for (const url of ['/web-api/payments/deposit', '/web-api/payments/withdraw']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        payload: { amount: 20_000 },
      });
      expect(res.statusCode, url).toBe(451);
      expect(res.json()).toMatchObject({ exception_code: 1 });
    }
    expect(await moneySnapshot(database)).toBe(before);
  });

  it('refuses a choice posted to the hosted page from another site', async () => {
    const user = await signUpFast(app);
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount: 20_000 },
    });
    const { payment_id } = res.json<{ payment_id: string }>();
    const forged = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${payment_id}`,
      headers: {
        ...user.headers,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'outcome=success',
    });
    expect(forged.statusCode).toBe(403);
    await app.paymentSandbox.idle();
    expect(await app.paymentSandbox.decisionOf(payment_id)).toBeUndefined();
    expect((await accountData(app, user)).balance).toBe(0);
  });

  it('hides payments older than the archive age unless the archive is included', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 10_000);
    await depositViaSandbox(app, user, 20_000);
    const later = await buildMoneyServer(database, {
      now: () => new Date(Date.now() + (ARCHIVE_AFTER_DAYS + 1) * 86_400_000),
    });
    try {
      const history = async (query: string) =>
        (
          await later.inject({
            url: `/web-api/office/payments/history?${query}`,
            headers: user.headers,
          })
        ).json<{ entities: { amount: number }[]; total_count: number }>();
      expect(await history('pageNumber=1&isIncludeArchive=false')).toEqual({
        entities: [],
        total_count: 0,
      });
      const all = await history('pageNumber=1&isIncludeArchive=true');
      expect(all.total_count).toBe(2);
      expect(all.entities.map((e) => e.amount)).toEqual([20_000, 10_000]);
      expect(await history('pageNumber=2&isIncludeArchive=true')).toEqual({
        entities: [],
        total_count: 2,
      });
    } finally {
      await later.close();
    }
  });

  it('publishes every money route in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/web-api/openapi.json' })).json<{
      paths: Record<string, object>;
    }>();
    for (const path of [
      '/web-api/account/data',
      '/web-api/account/active',
      '/web-api/account/currency',
      '/web-api/account/currency/{id}',
      '/web-api/payments/deposit',
      '/web-api/payments/withdraw',
      '/web-api/office/payments/history',
      '/web-api/payments/callback/sandbox',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
