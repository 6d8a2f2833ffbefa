// Refusals name a stable reason (domain/errors/errorReasons.ts) and, when they are about one input,
// the field: the client words them in the page language and never shows the English message. The
// shapes do not depend on the database, so one backend is enough here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_UPDATED_AT } from '../../domain/auth/authConstants';
import type { AppDatabase } from '../../server/db/index';
import { TOTP_STEP_SECONDS, TOTP_WINDOW, totpAt } from '../../server/auth/totp';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from './authHelpers';
import { betOf, buildCouponServer, fundedCustomer, linePicks, place } from './coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from './testServer';

afterAll(removeTempDirs);

const [backend] = databaseBackends();

describe('refusal reasons', () => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await backend!.open());
    ({ app } = await buildCouponServer(database));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    user?: SignedUpUser,
    remoteAddress?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...user?.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  it('a call without sign-in is unauthorized; with a session ended elsewhere, session_expired', async () => {
    const guest = await app.inject({ url: '/web-api/user/config' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'Unauthorized', reason: 'unauthorized' });

    const user = await signUpFast(app);
    await send('POST', '/web-api/auth/disconnect', {}, user);
    const ended = await app.inject({ url: '/web-api/user/config', headers: user.headers });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ reason: 'session_expired' });
  });

  it('a password change names a weak, unchanged or wrong password and its field', async () => {
    const user = await signUpFast(app);
    const change = (oldPassword: string, newPassword: string) =>
      send(
        'POST',
        '/web-api/user/password',
        {
          old_password: oldPassword,
          new_password: newPassword,
        },
        user,
      );
    const cases = [
      [user.password, 'short1', 'weak_password', 'new_password'],
      [user.password, user.password, 'same_password', 'new_password'],
      ['Not-it-123', 'Brand-new-456', 'wrong_password', 'old_password'],
    ] as const;
    for (const [oldPassword, newPassword, reason, field] of cases) {
      const res = await change(oldPassword, newPassword);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', reason, field });
    }
  });

  it('changed terms answer 451 terms_changed, keeping exception_code 1', async () => {
    const user = await signUpFast(app);
    await database.db
      .updateTable('users')
      .set({ terms_accepted_at: new Date(Date.parse(TERMS_UPDATED_AT) - 86_400_000) })
      .where('id', '=', user.userId)
      .execute();
    const res = await send('PUT', '/web-api/user/notifications', { enable_mail_bets: true }, user);
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({
      error: 'Unavailable For Legal Reasons',
      message: expect.any(String),
      reason: 'terms_changed',
      exception_code: 1,
    });
  });

  it('a birthday under the minimum age is too_young on user_birthday_date', async () => {
    const user = await signUpFast(app);
    const birthday = `${new Date().getUTCFullYear() - 10}-01-01`;
    const res = await send(
      'PUT',
      '/web-api/user/personal-data',
      {
        user_birthday_date: birthday,
      },
      user,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'too_young', field: 'user_birthday_date' });
  });

  it('two-step sign-in set-up: not set up, a wrong code, already on', async () => {
    const user = await signUpFast(app);
    const early = await send('POST', '/web-api/user/two-factor/enable', { code: '123456' }, user);
    expect(early.json()).toMatchObject({ reason: 'two_factor_not_set_up' });
    const off = await send('POST', '/web-api/user/two-factor/disable', { code: '123456' }, user);
    expect(off.json()).toMatchObject({ reason: 'two_factor_not_enabled' });

    const setup = await send('POST', '/web-api/user/two-factor/setup', {}, user);
    const { secret } = setup.json<{ secret: string }>();
    const now = Math.floor(Date.now() / 1000);
    const valid = new Set<string>();
    for (let step = -TOTP_WINDOW - 1; step <= TOTP_WINDOW + 1; step++) {
      valid.add(totpAt(secret, now + step * TOTP_STEP_SECONDS));
    }
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
    const wrong = await send('POST', '/web-api/user/two-factor/enable', { code: wrongCode }, user);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });

    const right = totpAt(secret, Math.floor(Date.now() / 1000));
    expect(
      (await send('POST', '/web-api/user/two-factor/enable', { code: right }, user)).statusCode,
    ).toBe(200);
    const again = await send('POST', '/web-api/user/two-factor/setup', {}, user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'two_factor_enabled' });
  });

  it('the rate limit answers 429 too_many_requests, the sign-in route included', async () => {
    const address = '10.99.0.1';
    let last = await send('POST', '/web-api/auth/login', {}, undefined, address);
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) {
      last = await send('POST', '/web-api/auth/login', {}, undefined, address);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'Too Many Requests', reason: 'too_many_requests' });
  });

  it('coupon input the schema cannot check is invalid_field on the field it is about', async () => {
    const customer = await fundedCustomer(app, database, 100_000);
    const [pick] = await linePicks(app, 1);
    const res = await place(app, customer, {
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: 100,
      changeCoefAction: 2,
      bets: [betOf(pick!, { coef: 2.345 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'invalid_field', field: 'bets' });

    const page = await app.inject({
      url: '/web-api/bets/history?page=Infinity',
      headers: customer.headers,
    });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({ reason: 'invalid_field', field: 'page' });
  });

  it('sports, config and parts: not_found by status, invalid_field naming the query field', async () => {
    const sport = await app.inject({ url: '/web-api/sports/champs?type=line&sportId=9999' });
    expect(sport.statusCode).toBe(404);
    expect(sport.json()).toMatchObject({ reason: 'not_found' });
    const day = await app.inject({ url: '/web-api/sports/results?date=2026-02-30' });
    expect(day.statusCode).toBe(400);
    expect(day.json()).toMatchObject({ reason: 'invalid_field', field: 'date' });
    const group = await app.inject({ url: '/bff-api/config/group/get?groups=nope&lang=ru' });
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({ reason: 'invalid_field', field: 'groups' });
    const part = await app.inject({ url: '/mf/nothing-here' });
    expect(part.statusCode).toBe(406);
    expect(part.json()).toMatchObject({ reason: 'bad_request' });
  });
});
