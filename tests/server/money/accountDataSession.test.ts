// GET /web-api/account/data reads the session check (token version, ban) in the same statement as
// the accounts: the same answers as a route behind requireUser, a revoked session refused at once,
// and the security headers of a JSON API answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../server/auth/jwt';
import { signUpFast } from '../authHelpers';
import { openAuthServer, TEST_SECRET, type AuthTestServer } from '../auth/authTestServer';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('account data and the session on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const accountData = (headers: Record<string, string>) =>
    s.app.inject({ url: '/web-api/account/data', headers });

  it('answers the signed-in customer their accounts, privately and never cached', async () => {
    const u = await signUpFast(s.app);
    const res = await accountData(u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ balance: 0, bonus: 0, is_available_first_deposit_bonus: true });
    expect(body.all_accounts.map((a: { type: number }) => a.type)).toEqual([0, 4]);
    expect(body.all_accounts.filter((a: { isActive: boolean }) => a.isActive)).toHaveLength(1);
  });

  it('refuses without a token, with a bad one, and for a user who does not exist', async () => {
    const none = await accountData({});
    expect(none.statusCode).toBe(401);
    expect(none.json().reason).toBe('unauthorized');
    const forged = await accountData({ authorization: 'Bearer a.b.c' });
    expect(forged.statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const ghost = signJwt(
      { sub: '999999999', iat: now, exp: now + 60, ver: 0 },
      Buffer.from(TEST_SECRET),
    );
    const gone = await accountData({ authorization: `Bearer ${ghost}` });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().reason).toBe('session_expired');
  });

  it('refuses a token of an ended session (sign-out everywhere) on its very next call', async () => {
    const u = await signUpFast(s.app);
    expect((await accountData(u.headers)).statusCode).toBe(200);
    // Another process ends the session: the token version changes in the database only.
    await s.database.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', u.userId)
      .execute();
    const res = await accountData(u.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('session_expired');
    expect(res.body).not.toContain('all_accounts');
  });

  it('sends the JSON answer the headers that matter for it, pages keep the full set', async () => {
    const u = await signUpFast(s.app);
    const api = await accountData(u.headers);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    const page = await s.app.inject({ url: '/ru/', headers: { accept: 'text/html' } });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
