// SPEC section 8 "HTTP 400 with a known fingerprint error code: refresh fingerprint and retry"
// (server/http/fingerprintCheck.ts): an API call with a malformed fingerprint token is refused
// with reason fingerprint_invalid and code 120, the code the client's interceptor acts on, and
// nothing is written; a well-formed token or none is served; pages ignore the header.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS } from '../../../domain/casino/walletProtocol';
import { LIMIT_SERVICE_PATHS } from '../../../domain/limits/contract';
import { errorCodeOf } from '../../../runtime/api/interceptors';
import { FINGERPRINT_ERROR_CODE, FINGERPRINT_HEADER } from '../../../runtime/api/fingerprint';
import type { AppDatabase } from '../../../server/db/index';
import { TEST_ORIGIN } from '../authHelpers';
import { buildTestServer, openTestDatabase, removeTempDirs } from '../testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('fingerprint');
  app = await buildTestServer({ database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

let address = 0;
const register = (fingerprint?: string) =>
  app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    headers: {
      origin: TEST_ORIGIN,
      ...(fingerprint === undefined ? {} : { [FINGERPRINT_HEADER]: fingerprint }),
    },
    payload: { type: 'fast_reg', country_id: 643, currency_id: 643 },
  });

const users = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from users`.execute(database.db)).rows[0]!.n,
  );

describe('the fingerprint code answered by the server', () => {
  it('refuses a malformed token with code 120 and writes nothing', async () => {
    const before = await users();
    for (const bad of ['', 'zzzzzzzz', 'ABCDEF01', '1234567', '123456789', 'x'.repeat(500)]) {
      const res = await register(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      const body = res.json<{ reason: string; field: string; code: number }>();
      expect(body).toMatchObject({
        reason: 'fingerprint_invalid',
        field: FINGERPRINT_HEADER,
        code: FINGERPRINT_ERROR_CODE,
      });
      expect(errorCodeOf({ status: 400, text: res.body, json: body })).toBe(120);
    }
    expect(await users()).toBe(before);
  });

  it('serves a call with a well-formed token, and one without', async () => {
    const before = await users();
    expect((await register('0a1b2c3d')).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    expect(await users()).toBe(before + 2);
  });

  it('answers the code on reads too, and never on pages', async () => {
    const config = await app.inject({
      url: '/bff-api/config/all.json',
      headers: { [FINGERPRINT_HEADER]: 'not-one' },
    });
    expect(config.statusCode).toBe(400);
    expect(config.json<{ code: number }>().code).toBe(FINGERPRINT_ERROR_CODE);
    const page = await app.inject({
      url: '/ru/',
      headers: { accept: 'text/html', [FINGERPRINT_HEADER]: 'not-one' },
    });
    expect(page.statusCode).toBe(200);
  });
});

describe('the fingerprint code on routes with refusal shapes of their own', () => {
  // Routes whose 400 answer has its own schema (the limit service's status and title): the
  // refusal must still carry code 120 and never become a 500.
  it.each([
    ['GET', LIMIT_SERVICE_PATHS.limits],
    ['POST', LIMIT_SERVICE_PATHS.limits],
  ] as const)('%s %s answers 400 with code 120', async (method, url) => {
    const res = await app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, [FINGERPRINT_HEADER]: 'not-one' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ reason: string; code: unknown }>();
    expect(body.reason).toBe('fingerprint_invalid');
    expect(errorCodeOf({ status: 400, text: res.body, json: body })).toBe(FINGERPRINT_ERROR_CODE);
  });

  // The casino wallet is called by game providers, not by the page: its refusals speak the wallet
  // protocol (string codes), so a header no client of ours sent is its INVALID_REQUEST.
  it('answers the wallet protocol on the wallet API', async () => {
    const res = await app.inject({
      method: 'POST',
      url: WALLET_PATHS.debit,
      headers: { [FINGERPRINT_HEADER]: 'not-one' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'ERROR',
      code: 'INVALID_REQUEST',
      reason: 'fingerprint_invalid',
    });
  });
});
