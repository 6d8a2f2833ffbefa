// The sandbox hosted page belongs to the paying customer: only the signed-in user who created the
// payment may see it or choose its outcome. A visitor without a session is asked to sign in (401),
// another customer gets 404 as for an unknown id; neither changes anything.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountData,
  chooseOnHostedPage,
  depositViaSandbox,
  moneyServerFor,
  moneySnapshot,
} from './moneyTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('who may use the sandbox hosted page on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const server = moneyServerFor(backend);
  beforeAll(() => {
    ({ app, database } = server);
  });

  async function start(user: SignedUpUser, kind: 'deposit' | 'withdraw', amount: number) {
    const res = await app.inject({
      method: 'POST',
      url: `/web-api/payments/${kind}`,
      headers: user.headers,
      payload: { amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ payment_id: string }>().payment_id;
  }

  const asVisitor = { origin: TEST_ORIGIN };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('neither shows nor decides a payment for a visitor without a session or another customer', async () => {
    const owner = await signUpFast(app);
    const intruder = await signUpFast(app);
    await depositViaSandbox(app, owner, 100_000);
    const deposit = await start(owner, 'deposit', 50_000);
    const withdrawal = await start(owner, 'withdraw', 40_000);
    const before = await moneySnapshot(database);

    for (const paymentId of [deposit, withdrawal]) {
      const url = `/sandbox-pay/${paymentId}`;
      const anonymousPage = await app.inject({ url, headers: asVisitor });
      expect(anonymousPage.statusCode).toBe(401);
      expect(anonymousPage.json()).toMatchObject({ reason: 'unauthorized' });
      const othersPage = await app.inject({ url, headers: intruder.headers });
      expect(othersPage.statusCode).toBe(404);
      expect(othersPage.json()).toMatchObject({ reason: 'not_found' });
      expect(othersPage.body).not.toContain('500.00');

      for (const outcome of ['success', 'fail', 'cancel', 'pending']) {
        const anonymous = await app.inject({
          method: 'POST',
          url,
          headers: { ...asVisitor, ...form },
          payload: `outcome=${outcome}`,
        });
        expect(anonymous.statusCode).toBe(401);
        const others = await app.inject({
          method: 'POST',
          url,
          headers: { ...intruder.headers, ...form },
          payload: `outcome=${outcome}`,
        });
        expect(others.statusCode).toBe(404);
        expect(others.headers.location).toBeUndefined();
      }
    }
    await app.paymentSandbox.idle();
    expect(await moneySnapshot(database)).toBe(before);
    expect((await accountData(app, owner)).balance).toBe(60_000);
    expect((await accountData(app, intruder)).balance).toBe(0);

    // The paying customer still sees and decides both.
    const page = await app.inject({ url: `/sandbox-pay/${deposit}`, headers: owner.headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('500.00 RUB');
    await chooseOnHostedPage(app, owner, deposit, 'success');
    await chooseOnHostedPage(app, owner, withdrawal, 'fail');
    expect((await accountData(app, owner)).balance).toBe(150_000);
  });

  it('refuses a session that was signed out since the payment started', async () => {
    const owner = await signUpFast(app);
    const paymentId = await start(owner, 'deposit', 20_000);
    const out = await app.inject({
      method: 'POST',
      url: '/web-api/auth/disconnect',
      headers: owner.headers,
    });
    expect(out.statusCode).toBeLessThan(300);
    const before = await moneySnapshot(database);
    const res = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${paymentId}`,
      headers: { ...owner.headers, ...form },
      payload: 'outcome=success',
    });
    expect(res.statusCode).toBe(401);
    await app.paymentSandbox.idle();
    expect(await moneySnapshot(database)).toBe(before);
  });
});
