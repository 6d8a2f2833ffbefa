// SPEC section 3 "User config" user_status_id: 0 for a new customer, set by an operator (audited;
// test control does the same for end-to-end tests), answered by the user config. Bad input is 400
// and changes nothing; an unknown customer is 404; a customer cannot set their own.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS_PATHS } from '../../../domain/access/customerStatus';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import { accessServerFor, refusalOf, signedInOperator, signUpFast } from './accessTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('customer status on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  accessServerFor(backend, (held) => ({ app, database } = held));

  const statusOf = async (headers: Record<string, string>): Promise<unknown> => {
    const res = await app.inject({ url: '/web-api/user/config', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ user_status_id: unknown }>().user_status_id;
  };

  it('an operator marks a customer VIP (audited); the user config says so', async () => {
    const admin = await signedInOperator(app, database, 'admin');
    const customer = await signUpFast(app);
    expect(await statusOf(customer.headers)).toBe(0);
    const url = CUSTOMER_STATUS_PATHS.operator(customer.userId);
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { user_status_id: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: customer.userId, user_status_id: 1 });
    expect(await statusOf(customer.headers)).toBe(1);
    const audit = await database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('target', '=', `customer/${customer.userId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['customer.status']);

    for (const payload of [
      {},
      { user_status_id: 2 },
      { user_status_id: -1 },
      { user_status_id: null },
      { user_status_id: 0.5 },
      { user_status_id: 'vip' },
      { user_status_id: 0, extra: true },
    ]) {
      const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await statusOf(customer.headers)).toBe(1);
    const missing = await app.inject({
      method: 'PUT',
      url: CUSTOMER_STATUS_PATHS.operator('999999999'),
      headers: admin.headers,
      payload: { user_status_id: 1 },
    });
    expect(refusalOf(missing)).toMatchObject({ status: 404, reason: 'not_found' });
    const self = await app.inject({
      method: 'PUT',
      url,
      headers: customer.headers,
      payload: { user_status_id: 0 },
    });
    expect([401, 403]).toContain(self.statusCode);
    expect(await statusOf(customer.headers)).toBe(1);

    const control = await app.inject({
      method: 'PUT',
      url: CUSTOMER_STATUS_PATHS.testControl(customer.userId),
      payload: { user_status_id: 0 },
    });
    expect(control.statusCode, control.body).toBe(200);
    expect(await statusOf(customer.headers)).toBe(0);
  });
});
