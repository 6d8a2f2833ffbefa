// A state-changing API call whose Origin names another site is refused (403, reason
// foreign_origin) before its handler runs, however its path is spelt: the check belongs to the
// route, and the router matches the decoded path.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/index';
import { needsOriginCheck } from '../../server/auth/originCheck';
import { signUpFast, TEST_ORIGIN, type SignedUpUser } from './authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from './testServer';

afterAll(removeTempDirs);

const FOREIGN = 'https://evil.example';

/** The path spelt plainly, with one letter percent-encoded, and with every letter encoded. */
function spellings(path: string): string[] {
  const encode = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  return [
    path,
    path.replace(/^\/(.)/, (_, c: string) => `/${encode(c)}`),
    path.replace(/[a-z]/g, encode),
  ];
}

describe('needsOriginCheck', () => {
  it('checks POST, PUT, PATCH and DELETE under the API roots and the captcha, nothing else', () => {
    expect(needsOriginCheck('/web-api/account/currency', 'POST')).toBe(true);
    expect(needsOriginCheck('/web-api/account/currency/:id', ['DELETE'])).toBe(true);
    expect(needsOriginCheck('/bff-api/reports', 'POST')).toBe(true);
    expect(needsOriginCheck('/captcha/validate', 'POST')).toBe(true);
    expect(needsOriginCheck('/test-control/clock/advance', 'POST')).toBe(true);
    expect(needsOriginCheck('/web-api/account/data', ['GET', 'HEAD'])).toBe(false);
    expect(needsOriginCheck('/web-apix/anything', 'POST')).toBe(false);
    expect(needsOriginCheck('/sandbox-pay/:paymentId', 'POST')).toBe(false);
  });
});

describe.each(databaseBackends())('Origin check on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let customer: SignedUpUser;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    app = await buildTestServer({ database, testControl: true });
    customer = await signUpFast(app);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const accountsOf = async (userId: string) =>
    (await database.db.selectFrom('accounts').select('id').where('user_id', '=', userId).execute())
      .length;

  it('refuses a foreign Origin on /%77eb-api/ as on /web-api/, and changes nothing', async () => {
    const before = await accountsOf(customer.userId);
    const calls = [
      { method: 'POST', path: '/web-api/account/currency', payload: { currency_id: 840 } },
      { method: 'DELETE', path: '/web-api/account/currency/1', payload: undefined },
      { method: 'PUT', path: '/web-api/user/personal-data', payload: { user_name: 'Eve' } },
      { method: 'POST', path: '/web-api/auth/disconnect', payload: undefined },
      { method: 'POST', path: '/bff-api/reports', payload: { kind: 'widget-error', message: 'm' } },
      { method: 'POST', path: '/captcha/validate', payload: { id: 'x', answer: '1' } },
    ] as const;
    for (const call of calls) {
      for (const url of spellings(call.path)) {
        const res = await app.inject({
          method: call.method,
          url,
          headers: { ...customer.headers, origin: FOREIGN },
          ...(call.payload === undefined ? {} : { payload: call.payload }),
        });
        expect(res.statusCode, `${call.method} ${url}`).toBe(403);
        expect(res.json(), `${call.method} ${url}`).toEqual({
          error: 'Forbidden',
          message: expect.stringContaining('origin'),
          reason: 'foreign_origin',
        });
      }
    }
    expect(await accountsOf(customer.userId)).toBe(before);
    // Still signed in: the disconnects were refused.
    const data = await app.inject({ url: '/web-api/account/data', headers: customer.headers });
    expect(data.statusCode).toBe(200);
  });

  it('lets the same calls through from the same origin, however spelt', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%77eb-api/account/currency',
      headers: { ...customer.headers, origin: TEST_ORIGIN },
      payload: { currency_id: 840 },
    });
    expect(res.statusCode).toBe(200);
  });

  it('guards every state-changing operation of the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/web-api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        if (!needsOriginCheck(path, method)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        for (const spelt of spellings(url)) {
          const res = await app.inject({
            method: method as 'POST',
            url: spelt,
            headers: { origin: FOREIGN, 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(res.statusCode, `${method} ${spelt}`).toBe(403);
          expect(res.json().reason, `${method} ${spelt}`).toBe('foreign_origin');
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
