// Provider callbacks as an attacker or a misbehaving provider would send them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOutcome } from '../../../domain/money/paymentStatus';
import type { AppDatabase } from '../../../server/db/index';
import {
  signedSandboxCallback,
  type SandboxCallbackBody,
} from '../../../server/money/sandbox/sandboxSignature';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountData,
  depositViaSandbox,
  moneyServerFor,
  moneySnapshot,
  SANDBOX_SECRET,
} from './moneyTestKit';

afterAll(removeTempDirs);

const CALLBACK_URL = '/web-api/payments/callback/sandbox';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(databaseBackends())('payment callbacks on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app, database } = server);
  });

  async function startDeposit(user: SignedUpUser, amount: number): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: user.headers,
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payment_id: string }>().payment_id;
  }

  function body(paymentId: string, status: PaymentOutcome, amount: number): SandboxCallbackBody {
    return {
      event_id: `${paymentId}:${status}`,
      payment_id: paymentId,
      status,
      amount,
      currency_id: 643,
      timestamp: nowSeconds(),
    };
  }

  async function send(rawBody: string, headers: Record<string, string>) {
    return app.inject({ method: 'POST', url: CALLBACK_URL, headers, payload: rawBody });
  }

  async function sendSigned(callback: SandboxCallbackBody, secret = SANDBOX_SECRET) {
    const { rawBody, headers } = signedSandboxCallback(callback, secret);
    return send(rawBody, headers);
  }

  it('credits once when the same callback is delivered twice, even at the same moment', async () => {
    const user = await signUpFast(app);
    const paymentId = await startDeposit(user, 40_000);
    const success = body(paymentId, 'success', 40_000);
    const [a, b] = await Promise.all([sendSigned(success), sendSigned(success)]);
    expect([a.json().result, b.json().result].sort()).toEqual(['applied', 'duplicate']);
    const third = await sendSigned({ ...success, timestamp: nowSeconds() });
    expect(third.json()).toEqual({ result: 'duplicate', status: 'success' });
    expect((await accountData(app, user)).balance).toBe(40_000);
  });

  it('keeps the final state when callbacks arrive out of order', async () => {
    const user = await signUpFast(app);
    const paymentId = await startDeposit(user, 40_000);
    expect((await sendSigned(body(paymentId, 'success', 40_000))).json()).toEqual({
      result: 'applied',
      status: 'success',
    });
    for (const late of ['pending', 'fail', 'cancel'] as const) {
      expect((await sendSigned(body(paymentId, late, 40_000))).json()).toEqual({
        result: 'ignored',
        status: 'success',
      });
    }
    expect((await accountData(app, user)).balance).toBe(40_000);
  });

  it('refunds a withdrawal once when fail arrives twice, and a later success does not settle it', async () => {
    const user = await signUpFast(app);
    await depositViaSandbox(app, user, 100_000);
    const res = await app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers: user.headers,
      payload: { amount: 60_000 },
    });
    const paymentId = res.json<{ payment_id: string }>().payment_id;
    expect((await accountData(app, user)).balance).toBe(40_000);
    await sendSigned(body(paymentId, 'pending', 60_000));
    await sendSigned(body(paymentId, 'fail', 60_000));
    await sendSigned({ ...body(paymentId, 'fail', 60_000), event_id: 'another-event-id' });
    await sendSigned(body(paymentId, 'success', 60_000));
    expect((await accountData(app, user)).balance).toBe(100_000);
  });

  it('refuses a tampered callback and changes nothing', async () => {
    const user = await signUpFast(app);
    const paymentId = await startDeposit(user, 40_000);
    const before = await moneySnapshot(database);
    const genuine = signedSandboxCallback(body(paymentId, 'success', 40_000), SANDBOX_SECRET);

    // The amount changed after signing.
    const raised = genuine.rawBody.replace('"amount":40000', '"amount":4000000');
    expect(raised).not.toBe(genuine.rawBody);
    const tampered = await send(raised, genuine.headers);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toMatch(/^x-sandbox-signature: /);

    // Signed with another key, a missing signature, a malformed one.
    expect(
      (await sendSigned(body(paymentId, 'success', 40_000), 'not-the-secret-0123456789abcdef!'))
        .statusCode,
    ).toBe(401);
    expect((await send(genuine.rawBody, { 'content-type': 'application/json' })).statusCode).toBe(
      401,
    );
    expect(
      (await send(genuine.rawBody, { ...genuine.headers, 'x-sandbox-signature': 'sha256=00' }))
        .statusCode,
    ).toBe(401);

    // Correctly signed (a leaked key) but for another amount than the payment's.
    const wrongAmount = await sendSigned(body(paymentId, 'success', 4_000_000));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({
      error: 'Bad Request',
      message: 'amount: does not match the payment',
      reason: 'invalid_field',
      field: 'amount',
    });

    // Not JSON, unknown fields, an unknown payment.
    const notJson = await send('{"event_id":', {
      'content-type': 'application/json',
      'x-sandbox-signature': 'x',
    });
    expect(notJson.statusCode).toBe(400);
    const extra = await sendSigned({
      ...body(paymentId, 'success', 40_000),
      bonus: 1,
    } as SandboxCallbackBody);
    expect(extra.statusCode).toBe(400);
    const unknown = await sendSigned(
      body('00000000-0000-4000-8000-000000000000', 'success', 40_000),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('payment_id: no such payment');

    expect(await moneySnapshot(database)).toBe(before);
    expect((await accountData(app, user)).balance).toBe(0);
  });

  it('refuses a replay of a genuine callback captured more than five minutes ago', async () => {
    const user = await signUpFast(app);
    const paymentId = await startDeposit(user, 40_000);
    const before = await moneySnapshot(database);
    const old = await sendSigned({
      ...body(paymentId, 'success', 40_000),
      timestamp: nowSeconds() - 301,
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toMatch(/^timestamp: /);
    const future = await sendSigned({
      ...body(paymentId, 'success', 40_000),
      timestamp: nowSeconds() + 301,
    });
    expect(future.statusCode).toBe(401);
    expect(await moneySnapshot(database)).toBe(before);
  });
});
