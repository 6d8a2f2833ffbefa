// The server side of the notices: the ad-blocker bait, cookiesAgreeTime on the terms status
// (SPEC section 7), the test-control terms time (a changed terms version for one customer) and a
// referral code stored at registration.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_BAIT_PATH } from '../../../domain/notices';
import { signUpFast, TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const STATUS = '/web-api/api-v3/v2/user/agreement-rules/status';
const termsPath = (userId: string) => `/test-control/customers/${userId}/terms`;

describe.each(databaseBackends())('notices on $name', (backend) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    app = await buildTestServer({ database: opened.database, testControl: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers the ad-blocker bait with an empty script, never cached', async () => {
    const res = await app.inject({ url: AD_BAIT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes cookiesAgreeTime on the terms status and refuses a malformed one', async () => {
    const user = await signUpFast(app);
    const ok = await app.inject({
      url: `${STATUS}?cookiesAgreeTime=1798754400000`,
      headers: user.headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const bad of ['soon', '-5', '1.5']) {
      const res = await app.inject({
        url: `${STATUS}?cookiesAgreeTime=${bad}`,
        headers: user.headers,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ reason: string }>().reason).toBeTruthy();
    }
  });

  it('test control: an acceptance before the terms changed makes the customer confirm again', async () => {
    const user = await signUpFast(app);
    const before = await app.inject({ url: STATUS, headers: user.headers });
    expect(before.json<{ result: boolean }>().result).toBe(false);
    const set = await app.inject({
      method: 'PUT',
      url: termsPath(user.userId),
      headers: { origin: TEST_ORIGIN },
      payload: { acceptedAt: '2025-06-01T00:00:00Z' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await app.inject({ url: STATUS, headers: user.headers });
    expect(after.json<{ result: boolean }>().result).toBe(true);
  });

  it('test control refuses a bad time or an unknown customer and changes nothing', async () => {
    const user = await signUpFast(app);
    const bad = await app.inject({
      method: 'PUT',
      url: termsPath(user.userId),
      headers: { origin: TEST_ORIGIN },
      payload: { acceptedAt: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'PUT',
      url: termsPath('99999999999'),
      headers: { origin: TEST_ORIGIN },
      payload: { acceptedAt: '2025-06-01T00:00:00Z' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ reason: string }>().reason).toBe('not_found');
    const status = await app.inject({ url: STATUS, headers: user.headers });
    expect(status.json<{ result: boolean }>().result).toBe(false);
  });

  it("stores a referral link's code as ref_code and refuses a malformed one", async () => {
    const register = (ref_code: string) =>
      app.inject({
        method: 'POST',
        url: '/web-api/auth/register',
        remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        headers: { origin: TEST_ORIGIN },
        payload: { type: 'fast_reg', country_id: 643, currency_id: 643, ref_code },
      });
    const res = await register('PARTNER_7');
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const config = await app.inject({ url: '/web-api/user/config', headers: { cookie } });
    expect(config.json<{ user_ref_id: string }>().user_ref_id).toBe('PARTNER_7');
    const bad = await register('bad code;');
    expect(bad.statusCode).toBe(400);
  });
});
