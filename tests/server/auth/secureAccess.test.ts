// SPEC sections 7 and 9: the secure-data fetch sets the 30-minute grant cookie; the rights call
// reads it and answers what the customer may do from the state the server enforces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_UPDATED_AT } from '../../../domain/auth/authConstants';
import {
  GGRU_COOKIE,
  GRANT_COOKIE,
  GRANT_TTL_SECONDS,
  SECURE_ACCESS_PATHS,
  type CustomerRights,
  type SecureData,
} from '../../../domain/auth/secureAccess';
import { grantValue, isValidGrant } from '../../../server/auth/secureAccessRoutes';
import { cookieHeader, signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { openAuthServer, TEST_SECRET, type AuthTestServer } from './authTestServer';

afterAll(removeTempDirs);

const DAY_MS = 86_400_000;
const secret = Buffer.from(TEST_SECRET);

describe('the grant value', () => {
  const now = 1_800_000_000;
  it('is accepted for its user until it expires, and for no one else', () => {
    const grant = grantValue(secret, '7', now + GRANT_TTL_SECONDS);
    expect(isValidGrant(secret, '7', grant, now)).toBe(true);
    expect(isValidGrant(secret, '8', grant, now)).toBe(false);
    expect(isValidGrant(secret, '7', grant, now + GRANT_TTL_SECONDS)).toBe(false);
    expect(isValidGrant(Buffer.from('another-secret'), '7', grant, now)).toBe(false);
  });

  it('refuses a forged expiry, a grant too long-lived and garbage', () => {
    const grant = grantValue(secret, '7', now + GRANT_TTL_SECONDS);
    const mac = grant.split('.')[1];
    expect(isValidGrant(secret, '7', `${now + 2 * GRANT_TTL_SECONDS}.${mac}`, now)).toBe(false);
    const long = grantValue(secret, '7', now + 2 * GRANT_TTL_SECONDS);
    expect(isValidGrant(secret, '7', long, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${now}.`, `${now + 10}.${'a'.repeat(43)}`]) {
      expect(isValidGrant(secret, '7', bad, now)).toBe(false);
    }
  });
});

describe.each(databaseBackends())('secure data and rights on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const fetchSecureData = (user: SignedUpUser) =>
    s.app.inject({ url: SECURE_ACCESS_PATHS.secureData, headers: user.headers });

  /** The user's headers with the cookies the secure-data answer set. */
  async function withGrant(user: SignedUpUser): Promise<Record<string, string>> {
    const res = await fetchSecureData(user);
    expect(res.statusCode, res.body).toBe(200);
    return { ...user.headers, cookie: cookieHeader(res, user.headers.cookie) };
  }

  const rights = (headers: Record<string, string>) =>
    s.app.inject({ url: SECURE_ACCESS_PATHS.rights, headers });

  it('answers ggru and the grant, and sets both as cookies for 1800 s on path /', async () => {
    const alice = await signUpFast(s.app);
    const res = await fetchSecureData(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<SecureData>();
    expect(body.ggru).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.ggru).not.toContain(alice.userId);
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(Math.abs(body.expiresAt - nowSeconds - GRANT_TTL_SECONDS)).toBeLessThan(5);
    const grant = res.cookies.find((c) => c.name === GRANT_COOKIE);
    expect(grant).toMatchObject({
      value: body.grant,
      path: '/',
      maxAge: GRANT_TTL_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(res.cookies.find((c) => c.name === GGRU_COOKIE)).toMatchObject({
      value: body.ggru,
      path: '/',
      maxAge: GRANT_TTL_SECONDS,
    });
    // ggru is stable for a user and differs between users; the grant is per user.
    const again = (await fetchSecureData(alice)).json<SecureData>();
    expect(again.ggru).toBe(body.ggru);
    const bob = await signUpFast(s.app);
    const bobs = (await fetchSecureData(bob)).json<SecureData>();
    expect(bobs.ggru).not.toBe(body.ggru);
    expect(bobs.grant).not.toBe(body.grant);
  });

  it('is for signed-in customers only and refuses unknown input with a 400', async () => {
    expect((await s.app.inject({ url: SECURE_ACCESS_PATHS.secureData })).statusCode).toBe(401);
    expect((await s.app.inject({ url: SECURE_ACCESS_PATHS.rights })).statusCode).toBe(401);
    const carol = await signUpFast(s.app);
    const bad = await s.app.inject({
      url: `${SECURE_ACCESS_PATHS.secureData}?user_id=1`,
      headers: carol.headers,
    });
    expect(bad.statusCode).toBe(400);
    const badRights = await s.app.inject({
      url: `${SECURE_ACCESS_PATHS.rights}?bet=1`,
      headers: await withGrant(carol),
    });
    expect(badRights.statusCode).toBe(400);
  });

  it('the rights call needs the grant cookie of the same customer', async () => {
    const dave = await signUpFast(s.app);
    const erin = await signUpFast(s.app);
    const without = await rights(dave.headers);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ reason: 'grant_required' });
    // Erin's grant in Dave's cookies is refused.
    const erinGrant = (await fetchSecureData(erin)).json<SecureData>().grant;
    const stolen = await rights({
      ...dave.headers,
      cookie: `${dave.headers.cookie}; ${GRANT_COOKIE}=${erinGrant}`,
    });
    expect(stolen.statusCode).toBe(403);
    const res = await rights(await withGrant(dave));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerRights>()).toEqual({
      bet: true,
      deposit: true,
      withdraw: true,
      casino: true,
      reason: null,
      until: null,
      needsIdentification: expect.any(Boolean) as boolean,
    });
  });

  it('follows a time-out: no betting, deposits or casino until it ends; withdrawals stay', async () => {
    const frank = await signUpFast(s.app);
    const headers = await withGrant(frank);
    const now = Date.now();
    await s.database.db
      .insertInto('customer_limits')
      .values({
        user_id: frank.userId,
        type: 33,
        value: 7,
        state: 'ACTIVE',
        started_at: new Date(now),
        ends_at: new Date(now + 7 * DAY_MS),
        updated_at: new Date(now),
      })
      .execute();
    const res = await rights(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerRights>()).toMatchObject({
      bet: false,
      deposit: false,
      casino: false,
      withdraw: true,
      reason: 'time_out_active',
      until: Math.floor((now + 7 * DAY_MS) / 1000),
    });
  });

  it('follows changed terms and bans (a withdrawal exception keeps only withdraw)', async () => {
    const gina = await signUpFast(s.app);
    const headers = await withGrant(gina);
    await s.database.db
      .updateTable('users')
      .set({ terms_accepted_at: new Date(Date.parse(TERMS_UPDATED_AT) - DAY_MS) })
      .where('id', '=', gina.userId)
      .execute();
    expect((await rights(headers)).json()).toMatchObject({
      bet: false,
      withdraw: false,
      reason: 'terms_changed',
    });
    await s.database.db
      .updateTable('users')
      .set({ terms_accepted_at: new Date(), ban_level: 45 })
      .where('id', '=', gina.userId)
      .execute();
    const banned = await rights(headers);
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json()).toMatchObject({
      bet: false,
      deposit: false,
      casino: false,
      withdraw: true,
      reason: 'banned',
    });
    await s.database.db
      .updateTable('users')
      .set({ ban_level: 10 })
      .where('id', '=', gina.userId)
      .execute();
    expect((await rights(headers)).json()).toMatchObject({ withdraw: false, reason: 'banned' });
  });
});
