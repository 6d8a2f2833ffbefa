// The verified access tokens a process keeps (server/auth/jwt.ts VerifiedAccessTokens): a kept
// token skips the signature check, never the session check against the users row, so a sign-out
// everywhere, a password change or a ban in another process holds on the very next request.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt, VerifiedAccessTokens } from '../../../server/auth/jwt';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import { openAuthServer, TEST_SECRET, type AuthTestServer } from './authTestServer';

afterAll(removeTempDirs);

const SECRET = Buffer.from('k'.repeat(40));
const NOW = 1_800_000_000;
const claims = { sub: '10000001', iat: NOW, exp: NOW + 600, ver: 3 };

describe('VerifiedAccessTokens', () => {
  it('answers a kept token with its claims, and still refuses it once it has expired', async () => {
    const tokens = new VerifiedAccessTokens(SECRET);
    const token = await signJwt(claims, SECRET);
    expect(await tokens.verify(token, NOW)).toEqual({ ok: true, claims });
    expect(tokens.size).toBe(1);
    expect(await tokens.verify(token, NOW + 599)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token, NOW + 600)).toEqual({ ok: false, reason: 'token expired' });
    expect(tokens.size).toBe(0);
  });

  it('keeps no refused token: a forged one is refused every time', async () => {
    const tokens = new VerifiedAccessTokens(SECRET);
    const forged = await signJwt(claims, Buffer.from('x'.repeat(40)));
    for (let i = 0; i < 2; i++) {
      expect(await tokens.verify(forged, NOW)).toEqual({
        ok: false,
        reason: 'bad token signature',
      });
    }
    const [h, p] = (await signJwt(claims, SECRET)).split('.');
    expect(await tokens.verify(`${h}.${p}.`, NOW)).toMatchObject({ ok: false });
    expect(tokens.size).toBe(0);
  });

  it('keeps at most its bound, the oldest leaving first', async () => {
    const tokens = new VerifiedAccessTokens(SECRET, 2);
    const [a, b, c] = await Promise.all(
      ['1', '2', '3'].map((sub) => signJwt({ ...claims, sub }, SECRET)),
    );
    for (const token of [a, b, c]) await tokens.verify(token!, NOW);
    expect(tokens.size).toBe(2);
    // The oldest is verified again (and kept again): still the right claims.
    expect(await tokens.verify(a!, NOW)).toEqual({ ok: true, claims: { ...claims, sub: '1' } });
    expect(tokens.size).toBe(2);
  });

  it('hands out claims nobody can change for the next request', async () => {
    const tokens = new VerifiedAccessTokens(SECRET);
    const token = await signJwt(claims, SECRET);
    const first = await tokens.verify(token, NOW);
    if (!first.ok) throw new Error('refused');
    expect(() => {
      (first.claims as { ver: number }).ver = 4;
    }).toThrow();
    expect(await tokens.verify(token, NOW)).toEqual({ ok: true, claims });
  });
});

describe.each(databaseBackends())('kept tokens and the session check on $name', (backend) => {
  // Two servers on one database: two processes, each keeping the tokens it verified.
  let s: AuthTestServer;
  let other: FastifyInstance;
  beforeAll(async () => {
    s = await openAuthServer(backend);
    other = await buildTestServer({
      database: s.database,
      auth: { secret: TEST_SECRET, testInbox: true },
    });
  });
  afterAll(async () => {
    await other.close();
    await s.close();
  });

  const accountData = (app: FastifyInstance, user: SignedUpUser) =>
    app.inject({
      url: '/web-api/account/data',
      headers: { cookie: user.headers.cookie as string },
    });
  const userConfig = (app: FastifyInstance, user: SignedUpUser) =>
    app.inject({ url: '/web-api/user/config', headers: { cookie: user.headers.cookie as string } });

  it('a sign-out everywhere in the other process refuses the kept token on the next request', async () => {
    const user = await signUpFast(s.app);
    for (const app of [s.app, other]) {
      expect((await accountData(app, user)).statusCode).toBe(200);
      expect((await userConfig(app, user)).statusCode).toBe(200);
    }
    const out = await other.inject({
      method: 'POST',
      url: '/web-api/auth/disconnect',
      headers: user.headers,
    });
    expect(out.json()).toEqual({ success: true });
    for (const res of [await accountData(s.app, user), await userConfig(s.app, user)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().reason).toBe('session_expired');
    }
  });

  it('a token version changed in the database refuses the kept token on the next request', async () => {
    const user = await signUpFast(s.app);
    expect((await accountData(s.app, user)).statusCode).toBe(200);
    await sql`update users set token_version = token_version + 1 where id = ${user.userId}`.execute(
      s.database.db,
    );
    const res = await accountData(s.app, user);
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('session_expired');
    expect((await userConfig(s.app, user)).statusCode).toBe(401);
  });

  it('a ban set in the database holds on the next request with a kept token', async () => {
    const user = await signUpFast(s.app);
    expect((await accountData(s.app, user)).statusCode).toBe(200);
    await sql`update users set ban_level = 10 where id = ${user.userId}`.execute(s.database.db);
    const res = await accountData(s.app, user);
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('customer_banned');
  });
});
