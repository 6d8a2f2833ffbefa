// Every refusal of the money routes names a stable reason (domain/errors/errorReasons.ts) and,
// when it is about one input, the field: the client words it in the page language from the main
// dictionary and never shows the English message. The account routes keep SPEC section 8's
// `{ success: false, message }` and add the reason to it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CURRENCY_ACCOUNTS } from '../../../server/money/customerAccounts';
import {
  signedSandboxCallback,
  type SandboxCallbackBody,
} from '../../../server/money/sandbox/sandboxSignature';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accountData, depositViaSandbox, moneyServerFor, SANDBOX_SECRET } from './moneyTestKit';

afterAll(removeTempDirs);

const SUPPORTED_OTHER_CURRENCIES = [840, 978, 398, 980, 933, 826, 949, 944, 981, 51, 860, 985];

describe.each(databaseBackends())('reasons of the money refusals on $name', (backend) => {
  let app: FastifyInstance;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app } = server);
  });

  const post = (user: SignedUpUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: user.headers, payload });
  const remove = (user: SignedUpUser, id: number) =>
    app.inject({ method: 'DELETE', url: `/web-api/account/currency/${id}`, headers: user.headers });

  it('names why a deposit or a withdrawal is refused, and the field', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 50_000);
    const bonus = (await accountData(app, user)).all_accounts.find((a) => a.type === 4)!;
    const cases = [
      ['deposit', { amount: 9_999 }, 'amount_out_of_range', 'amount'],
      ['deposit', { amount: 100_000_001 }, 'amount_out_of_range', 'amount'],
      ['withdraw', { amount: 9_999 }, 'amount_out_of_range', 'amount'],
      [
        'deposit',
        { amount: 10_000, account_id: bonus.id },
        'bonus_account_no_payments',
        'account_id',
      ],
      [
        'withdraw',
        { amount: 10_000, account_id: bonus.id },
        'bonus_account_no_payments',
        'account_id',
      ],
      ['deposit', { amount: 10_000, account_id: 1 }, 'account_not_found', 'account_id'],
      ['withdraw', { amount: 50_001 }, 'insufficient_funds', 'amount'],
    ] as const;
    for (const [kind, payload, reason, field] of cases) {
      const res = await post(user, `/web-api/payments/${kind}`, payload);
      expect(res.statusCode, `${kind} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        message: expect.any(String),
        reason,
        field,
      });
    }
  });

  it('adds the reason (and field) to the success-false answers of the account routes', async () => {
    const user = await signUpFast(app);
    const accounts = (await accountData(app, user)).all_accounts;
    const main = accounts.find((a) => a.type === 0)!;
    const bonus = accounts.find((a) => a.type === 4)!;
    const refusal = (reason: string, field?: string) => ({
      success: false,
      message: expect.any(String),
      reason,
      ...(field ? { field } : {}),
    });

    expect((await post(user, '/web-api/account/active', { id: bonus.id })).json()).toEqual(
      refusal('bonus_account_cannot_be_active', 'id'),
    );
    expect((await post(user, '/web-api/account/active', { id: 1 })).json()).toEqual(
      refusal('account_not_found', 'id'),
    );
    expect((await post(user, '/web-api/account/currency', { currency_id: 643 })).json()).toEqual(
      refusal('currency_account_exists', 'currency_id'),
    );
    expect((await remove(user, main.id)).json()).toEqual(refusal('account_not_removable'));
    expect((await remove(user, bonus.id)).json()).toEqual(refusal('account_not_removable'));
    expect((await remove(user, 1)).json()).toEqual(refusal('account_not_found', 'id'));

    const usd = (await post(user, '/web-api/account/currency', { currency_id: 840 })).json<{
      account_id: number;
    }>().account_id;
    await depositViaSandbox(app, user, 1_000, 'success', usd);
    expect((await remove(user, usd)).json()).toEqual(refusal('currency_account_balance_not_zero'));
    const eur = (await post(user, '/web-api/account/currency', { currency_id: 978 })).json<{
      account_id: number;
    }>().account_id;
    await post(user, '/web-api/payments/deposit', { amount: 1_000, account_id: eur });
    expect((await remove(user, eur)).json()).toEqual(refusal('currency_account_has_open_payments'));

    for (const currency of SUPPORTED_OTHER_CURRENCIES.slice(2, MAX_CURRENCY_ACCOUNTS)) {
      const added = await post(user, '/web-api/account/currency', { currency_id: currency });
      expect(added.json(), String(currency)).toMatchObject({ success: true });
    }
    const over = SUPPORTED_OTHER_CURRENCIES[MAX_CURRENCY_ACCOUNTS]!;
    expect((await post(user, '/web-api/account/currency', { currency_id: over })).json()).toEqual(
      refusal('currency_accounts_limit'),
    );
  });

  it("names why a provider's callback is refused", async () => {
    const user = await signUpFast(app);
    const started = await post(user, '/web-api/payments/deposit', { amount: 40_000 });
    const paymentId = started.json<{ payment_id: string }>().payment_id;
    const body = (over: Partial<SandboxCallbackBody>): SandboxCallbackBody => ({
      event_id: `${paymentId}:success`,
      payment_id: paymentId,
      status: 'success',
      amount: 40_000,
      currency_id: 643,
      timestamp: Math.floor(Date.now() / 1000),
      ...over,
    });
    const send = (callback: SandboxCallbackBody, secret = SANDBOX_SECRET) => {
      const { rawBody, headers } = signedSandboxCallback(callback, secret);
      return app.inject({
        method: 'POST',
        url: '/web-api/payments/callback/sandbox',
        headers,
        payload: rawBody,
      });
    };
    const cases = [
      [body({}), 'not-the-secret-0123456789abcdef!', 401, 'unauthorized', undefined],
      [body({ timestamp: 1 }), SANDBOX_SECRET, 401, 'unauthorized', 'timestamp'],
      [body({ amount: 40_001 }), SANDBOX_SECRET, 400, 'invalid_field', 'amount'],
      [
        body({ payment_id: '00000000-0000-4000-8000-000000000000' }),
        SANDBOX_SECRET,
        400,
        'invalid_field',
        'payment_id',
      ],
    ] as const;
    for (const [callback, secret, status, reason, field] of cases) {
      const res = await send(callback, secret);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        error: status === 401 ? 'Unauthorized' : 'Bad Request',
        message: expect.any(String),
        reason,
        ...(field ? { field } : {}),
      });
    }
  });
});
