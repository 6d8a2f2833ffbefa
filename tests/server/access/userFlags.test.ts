// SPEC section 3 "User config": user_hide_balance is the customer's own switch, and
// disallow_line_sport / disallow_live_sport are set by an operator (audited; test control does the
// same for end-to-end tests). The user config answers what was stored; bad input is 400 and
// changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_PATHS } from '../../../domain/access/contract';
import type { AppDatabase } from '../../../server/db/index';
import { HIDE_BALANCE_PATH } from '../../../server/auth/hideBalanceRoute';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accessServerFor, refusalOf, signedInOperator, signUpFast } from './accessTestKit';

afterAll(removeTempDirs);

interface ConfigFlags {
  user_hide_balance: boolean;
  disallow_line_sport: boolean;
  disallow_live_sport: boolean;
}

describe.each(databaseBackends())('user config flags on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  const flagsOf = async (headers: Record<string, string>): Promise<ConfigFlags> => {
    const res = await app.inject({ url: '/web-api/user/config', headers });
    expect(res.statusCode, res.body).toBe(200);
    const { user_hide_balance, disallow_line_sport, disallow_live_sport } = res.json<ConfigFlags>();
    return { user_hide_balance, disallow_line_sport, disallow_live_sport };
  };

  it('the customer hides and shows the balance; bad input is refused and changes nothing', async () => {
    const customer = await signUpFast(app);
    expect(await flagsOf(customer.headers)).toEqual({
      user_hide_balance: false,
      disallow_line_sport: false,
      disallow_live_sport: false,
    });
    const put = (payload: unknown, headers = customer.headers) =>
      app.inject({ method: 'PUT', url: HIDE_BALANCE_PATH, headers, payload: payload as object });
    const hidden = await put({ user_hide_balance: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ user_hide_balance: true });
    expect((await flagsOf(customer.headers)).user_hide_balance).toBe(true);

    for (const payload of [{}, { user_hide_balance: 'yes' }, { user_hide_balance: true, x: 1 }]) {
      const bad = await put(payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await flagsOf(customer.headers)).user_hide_balance).toBe(true);
    expect((await put({ user_hide_balance: false })).json()).toEqual({ user_hide_balance: false });
    expect((await flagsOf(customer.headers)).user_hide_balance).toBe(false);

    const guest = await put({ user_hide_balance: true }, {});
    expect(guest.statusCode).toBe(401);
  });

  it('an operator closes line or live to a customer (audited); the user config says so', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    const url = ACCESS_PATHS.operatorSportsAccess(customer.userId);
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { disallow_live_sport: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: customer.userId,
      disallow_line_sport: false,
      disallow_live_sport: true,
    });
    expect(await flagsOf(customer.headers)).toMatchObject({
      disallow_line_sport: false,
      disallow_live_sport: true,
    });
    const audit = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `customer/${customer.userId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['customer.sports_access']);

    for (const payload of [{}, { disallow_line_sport: 1 }, { disallow_line_sport: true, ban: 1 }]) {
      const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await flagsOf(customer.headers)).toMatchObject({
      disallow_line_sport: false,
      disallow_live_sport: true,
    });
    const missing = await app.inject({
      method: 'PUT',
      url: ACCESS_PATHS.operatorSportsAccess('999999999'),
      headers: admin.headers,
      payload: { disallow_line_sport: true },
    });
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });
    // A customer cannot open it for themselves.
    const self = await app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: { disallow_live_sport: false },
    });
    expect([401, 403]).toContain(self.statusCode);

    const control = await app.inject({
      method: 'PUT',
      url: ACCESS_PATHS.testControlSportsAccess(customer.userId),
      payload: { disallow_line_sport: true, disallow_live_sport: false },
    });
    expect(control.statusCode, control.body).toBe(200);
    expect(await flagsOf(customer.headers)).toMatchObject({
      disallow_line_sport: true,
      disallow_live_sport: false,
    });
  });
});
