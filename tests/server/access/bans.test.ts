// Bans on the server (SPEC sections 4 "Bans", 6): every customer route refuses a banned customer
// (403 customer_banned), except the routes that say who the customer is, and the withdrawal and
// what its page reads at ban level 45, or 53 with ban version 1. The operator endpoint sets a ban
// (audited); test control does the same for end-to-end tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS } from '../../../domain/access/contract';
import type { AppDatabase } from '../../../server/db/index';
import { fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accessServerFor,
  ban,
  refusalOf,
  signedInOperator,
  signUpFast,
  TEST_ORIGIN,
} from './accessTestKit';

afterAll(removeTempDirs);

type Call = (app: FastifyInstance, customer: Customer) => Promise<LightMyRequestResponse>;

const ROUTES: Record<string, Call> = {
  deposit: (app, { headers }) =>
    app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers,
      payload: { amount: 50_000 },
    }),
  withdrawal: (app, { headers }) =>
    app.inject({
      method: 'POST',
      url: '/web-api/payments/withdraw',
      headers,
      payload: { amount: 10_000 },
    }),
  coupon: (app, { headers, mainAccountId }) =>
    app.inject({
      method: 'POST',
      url: '/web-api/coupon/place',
      headers: { ...headers, 'idempotency-key': `ban-${Math.random()}` },
      payload: {
        typeId: 1,
        accountId: mainAccountId,
        amount: 100,
        changeCoefAction: 2,
        bets: [{ outcomeId: 1, gameId: 1, coef: 1.5 }],
      },
    }),
  'casino launch': (app, { headers }) =>
    app.inject({
      method: 'POST',
      url: '/web-api/games/launch',
      headers,
      payload: { gameId: 1, mode: 'real' },
    }),
  'account data': (app, { headers }) => app.inject({ url: '/web-api/account/data', headers }),
};

/** [level, version, routes open to the customer] */
const MATRIX: [number, number, string[]][] = [
  [0, 0, Object.keys(ROUTES)],
  [45, 0, ['withdrawal', 'account data']],
  [45, 1, ['withdrawal', 'account data']],
  [53, 0, []],
  [53, 1, ['withdrawal', 'account data']],
  [7, 0, []],
  [1, 1, []],
];

describe.each(databaseBackends())('bans on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  describe.each(MATRIX)('ban level %i, version %i', (level, version, open) => {
    it.each(Object.keys(ROUTES))('%s', async (route) => {
      const customer = await fundedCustomer(app, database, 1_000_000);
      if (level > 0) await ban(app, customer.userId, level, version);
      const res = await ROUTES[route]!(app, customer);
      if (open.includes(route)) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json<{ reason?: string }>().reason, res.body).not.toBe('customer_banned');
      } else {
        expect(refusalOf(res)).toEqual({ status: 403, reason: 'customer_banned' });
      }
    });
  });

  it('a withdrawal at level 45 goes through; the deposit of the same customer is refused', async () => {
    const customer = await fundedCustomer(app, database, 1_000_000);
    await ban(app, customer.userId, 45);
    const withdrawal = await ROUTES.withdrawal!(app, customer);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const deposit = await ROUTES.deposit!(app, customer);
    expect(refusalOf(deposit)).toEqual({ status: 403, reason: 'customer_banned' });
    const payments = await database.db
      .selectFrom('payments')
      .select('type')
      .where('user_id', '=', customer.userId)
      .execute();
    expect(payments.map((p) => p.type)).toEqual(['withdraw']);
  });

  it('a banned customer still learns who they are (session, user data, token) and can sign out', async () => {
    const customer = await signUpFast(app);
    await ban(app, customer.userId, 7);
    const session = await app.inject({ url: '/web-api/session', headers: customer.headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ ban_level: 7, ban_version: 0 });
    // The auth check says so too: the client calls nothing the ban refuses (the limits).
    const check = await app.inject({ url: '/web-api/auth/check', headers: customer.headers });
    expect(check.json()).toEqual({
      user_id: Number(customer.userId),
      ban_level: 7,
      ban_version: 0,
    });
    const config = await app.inject({ url: '/web-api/user/config', headers: customer.headers });
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toMatchObject({ ban_level: 7 });
    const token = await app.inject({
      url: '/web-api/user/gettoken?force_refresh=true',
      headers: customer.headers,
    });
    expect(token.statusCode).toBe(200);
    const limits = await app.inject({
      url: '/limit-service-api/api/external/web/v3/limits',
      headers: { ...customer.headers, 'x-language': 'ru' },
    });
    expect(refusalOf(limits)).toEqual({ status: 403, reason: 'customer_banned' });
    const out = await app.inject({
      method: 'POST',
      url: '/web-api/auth/disconnect',
      headers: customer.headers,
    });
    expect(out.statusCode).toBeLessThan(300);
  });

  it('lifting the ban (level 0) opens every route again at once', async () => {
    const customer = await fundedCustomer(app, database, 1_000_000);
    await ban(app, customer.userId, 7);
    expect((await ROUTES['account data']!(app, customer)).statusCode).toBe(403);
    await ban(app, customer.userId, 45);
    expect((await ROUTES['account data']!(app, customer)).statusCode).toBe(200);
    await ban(app, customer.userId, 0);
    expect((await ROUTES.deposit!(app, customer)).statusCode).toBe(200);
  });

  it('the operator endpoint sets a ban (operations, audited); bad input is 400 and changes nothing', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    const url = ACCESS_PATHS.operatorBan(customer.userId);
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { level: 53, version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: customer.userId, ban_level: 53, ban_version: 1 });
    const audit = await database.db
      .selectFrom('operator_audit')
      .select(['action', 'operator_id'])
      .where('target', '=', `customer/${customer.userId}`)
      .execute();
    expect(audit.map((a) => [a.action, String(a.operator_id)])).toEqual([
      ['customer.ban', admin.id],
    ]);
    for (const payload of [
      { level: -1, version: 0 },
      { level: 45, version: 2 },
      { level: '45', version: 0 },
      { level: 45 },
      { level: 1.5, version: 0 },
    ]) {
      const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const user = await database.db
      .selectFrom('users')
      .select(['ban_level', 'ban_version'])
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ ban_level: 53, ban_version: 1 });
    const missing = await app.inject({
      method: 'PUT',
      url: ACCESS_PATHS.operatorBan('999999999'),
      headers: admin.headers,
      payload: { level: 1, version: 0 },
    });
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });
  });

  it('the operator ban endpoint: 401 without an operator, 403 with a customer token or without operations', async () => {
    const customer = await signUpFast(app);
    const url = ACCESS_PATHS.operatorBan(customer.userId);
    const put = (headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url, headers, payload: { level: 7, version: 0 } });
    expect(refusalOf(await put({ origin: TEST_ORIGIN }))).toMatchObject({
      status: 401,
      reason: 'operator_auth_required',
    });
    expect(refusalOf(await put(customer.headers))).toMatchObject({
      status: 403,
      reason: 'operator_only',
    });
    const editor = await signedInOperator(app, database, 'editor');
    expect(refusalOf(await put(editor.headers))).toMatchObject({
      status: 403,
      reason: 'operator_forbidden',
    });
  });
});
