import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
} from '../../../domain/auth/authConstants';
import { signJwt } from '../../../server/auth/jwt';
import { cookieHeader, signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  freshAddress,
  openAuthServer,
  postJson,
  TEST_SECRET,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseBackends())('sessions and tokens on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const config = (headers: Record<string, string>) =>
    s.app.inject({ url: '/web-api/user/config', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const gettoken = (cookie: string, force = true) =>
    s.app.inject({
      url: `/web-api/user/gettoken${force ? '?force_refresh=true' : ''}`,
      headers: { cookie },
    });
  const accessOf = (cookie: string) => /user_token=([^;]+)/.exec(cookie)?.[1] as string;
  const refreshOf = (cookie: string) => /refresh_token=([^;]+)/.exec(cookie)?.[1] as string;

  let user: SignedUpUser;
  beforeAll(async () => {
    user = await signUpFast(s.app);
  });

  it('accepts the access token as cookie or Bearer header', async () => {
    expect((await config(user.headers)).statusCode).toBe(200);
    expect((await config(bearer(accessOf(user.headers.cookie as string)))).statusCode).toBe(200);
  });

  it('refuses a missing, expired or tampered token with 401', async () => {
    const token = accessOf(user.headers.cookie as string);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const other = await signUpFast(s.app);
    const cases: Record<string, Record<string, string>> = {
      missing: {},
      changedPayload: bearer(`${h}.${b64({ ...claims, sub: other.userId })}.${sig}`),
      algNone: bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`),
      wrongSignature: bearer(
        await signJwt(claims, Buffer.from('another-secret-another-secret-xx')),
      ),
      malformedHeader: { authorization: 'Bearer not a token' },
      expired: bearer(
        await signJwt(
          {
            ...claims,
            iat: claims.iat - 2 * ACCESS_TOKEN_TTL_SECONDS,
            exp: claims.iat - ACCESS_TOKEN_TTL_SECONDS,
          },
          Buffer.from(TEST_SECRET),
        ),
      ),
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await config(headers);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error, name).toBe('Unauthorized');
    }
  });

  it('a token expires with the clock', async () => {
    const token = accessOf(user.headers.cookie as string);
    s.clock.offsetMs = (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    try {
      const res = await config(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('token expired');
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('check answers user_id null for a guest, and session reports guest defaults', async () => {
    expect((await s.app.inject({ url: '/web-api/auth/check' })).json()).toEqual({
      user_id: null,
      ban_level: 0,
      ban_version: 0,
    });
    expect((await s.app.inject({ url: '/web-api/session' })).json()).toEqual({
      user_id: null,
      ban_level: 0,
      ban_version: 0,
      is_terms_changed: false,
      auto_logoff: { enabled: false, inactive_minutes: 30 },
      transfer_brand: null,
    });
    const signedIn = await s.app.inject({ url: '/web-api/session', headers: user.headers });
    expect(signedIn.json()).toMatchObject({
      user_id: Number(user.userId),
      ban_level: 0,
      is_terms_changed: false,
    });
  });

  it('gettoken without a refresh cookie is 401; with one it rotates the refresh token', async () => {
    expect(
      (await s.app.inject({ url: '/web-api/user/gettoken?force_refresh=true' })).statusCode,
    ).toBe(401);
    const u = await signUpFast(s.app);
    const first = await gettoken(u.headers.cookie as string);
    expect(first.statusCode).toBe(200);
    const rotated = cookieHeader(first, u.headers.cookie);
    expect(refreshOf(rotated)).not.toBe(refreshOf(u.headers.cookie as string));
    expect(accessOf(rotated)).toBe(first.json().token);
    expect((await config(bearer(first.json().token))).statusCode).toBe(200);
    // The new refresh token works in turn.
    expect((await gettoken(rotated)).statusCode).toBe(200);
  });

  it('without force_refresh, a valid access token is returned as is', async () => {
    const u = await signUpFast(s.app);
    const res = await gettoken(u.headers.cookie as string, false);
    expect(res.json().token).toBe(accessOf(u.headers.cookie as string));
    expect(res.cookies).toEqual([]);
  });

  it('reuse of a rotated refresh token after the grace period revokes the whole family', async () => {
    const u = await signUpFast(s.app);
    const original = u.headers.cookie as string;
    const next = cookieHeader(await gettoken(original), original);

    // Inside the grace period (two tabs racing) the old one still yields an access token, no cookie.
    const raced = await gettoken(original);
    expect(raced.statusCode).toBe(200);
    expect(raced.cookies.map((c) => c.name)).toEqual(['user_token']);

    s.clock.offsetMs = (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
    try {
      const reuse = await gettoken(original);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().message).toContain('reused');
      // The thief's copy is dead, and so is the legitimate newer token of the same family.
      expect((await gettoken(next)).statusCode).toBe(401);
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('check renews an expired access token from the refresh cookie', async () => {
    const u = await signUpFast(s.app);
    s.clock.offsetMs = (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;
    try {
      const res = await s.app.inject({
        url: '/web-api/auth/check',
        headers: { cookie: u.headers.cookie as string },
      });
      expect(res.json()).toEqual({ user_id: Number(u.userId), ban_level: 0, ban_version: 0 });
      expect(res.cookies.map((c) => c.name).sort()).toEqual(['refresh_token', 'user_token']);
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('disconnect ends every session of the user: older access and refresh tokens fail', async () => {
    const u = await signUpFast(s.app);
    const other = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: u.login, password: u.password },
      { remoteAddress: freshAddress() },
    );
    const otherDevice = cookieHeader(other);
    const res = await s.app.inject({
      method: 'POST',
      url: '/web-api/auth/disconnect',
      headers: u.headers,
    });
    expect(res.json()).toEqual({ success: true });
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual({ user_token: '', refresh_token: '' });
    expect((await config(u.headers)).statusCode).toBe(401);
    expect((await config({ cookie: otherDevice })).statusCode).toBe(401);
    expect((await gettoken(u.headers.cookie as string)).statusCode).toBe(401);
    expect((await gettoken(otherDevice)).statusCode).toBe(401);
    expect(
      (await s.app.inject({ url: '/web-api/auth/check', headers: { cookie: otherDevice } })).json(),
    ).toEqual({ user_id: null, ban_level: 0, ban_version: 0 });
    // Signing in again works.
    const again = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: u.login, password: u.password },
      { remoteAddress: freshAddress() },
    );
    expect((await config({ cookie: cookieHeader(again) })).statusCode).toBe(200);
  });

  it('a password change ends the other sessions; this one continues with new cookies', async () => {
    const u = await signUpFast(s.app);
    const other = cookieHeader(
      await postJson(
        s.app,
        '/web-api/auth/login',
        { login: u.login, password: u.password },
        { remoteAddress: freshAddress() },
      ),
    );
    const wrongOld = await postJson(
      s.app,
      '/web-api/user/password',
      { old_password: 'Not-it-123', new_password: 'Brand-new-456' },
      { headers: u.headers },
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('body/old_password is wrong');
    expect((await config({ cookie: other })).statusCode).toBe(200);

    const res = await postJson(
      s.app,
      '/web-api/user/password',
      { old_password: u.password, new_password: 'Brand-new-456' },
      { headers: u.headers },
    );
    expect(res.json()).toEqual({ success: true });
    expect((await config(u.headers)).statusCode).toBe(401);
    expect((await config({ cookie: other })).statusCode).toBe(401);
    expect((await gettoken(other)).statusCode).toBe(401);
    const current = cookieHeader(res, u.headers.cookie);
    expect((await config({ cookie: current, origin: TEST_ORIGIN })).statusCode).toBe(200);

    const oldPassword = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: u.login, password: u.password },
      { remoteAddress: freshAddress() },
    );
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: u.login, password: 'Brand-new-456' },
      { remoteAddress: freshAddress() },
    );
    expect(newPassword.statusCode).toBe(200);
    const cfg = await config({ cookie: cookieHeader(newPassword) });
    expect(cfg.json().protection_methods.is_changed_password).toBe(true);
  });

  it('concurrent refreshes with one cookie rotate it once; none signs the user out', async () => {
    const u = await signUpFast(s.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => gettoken(u.headers.cookie as string)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rotations = answers.filter((r) => r.cookies.some((c) => c.name === 'refresh_token'));
    expect(rotations).toHaveLength(1);
    const rows = await s.database.db
      .selectFrom('refresh_tokens')
      .select(['rotated_at', 'revoked_at'])
      .where('user_id', '=', u.userId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.rotated_at === null && r.revoked_at === null)).toHaveLength(1);
  });

  it('concurrent one-click registrations get distinct ids, each with its own two accounts', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUpFast(s.app)));
    const ids = users.map((u) => u.userId);
    expect(new Set(ids).size).toBe(8);
    const accounts = await s.database.db
      .selectFrom('accounts')
      .select('user_id')
      .where('user_id', 'in', ids)
      .execute();
    expect(accounts).toHaveLength(16);
  });

  it('only stores hashes of refresh tokens', async () => {
    const u = await signUpFast(s.app);
    const raw = refreshOf(u.headers.cookie as string);
    const rows = await s.database.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', u.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(raw);
  });
});
