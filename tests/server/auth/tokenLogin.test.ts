import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpFast } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { freshAddress, openAuthServer, postJson, type AuthTestServer } from './authTestServer';

afterAll(removeTempDirs);

interface IssuedToken {
  method_id: number;
  token: string;
  sign: string;
  expires_in: number;
}

describe.each(databaseBackends('one'))('token login on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const issue = async (headers: Record<string, string>) => {
    const res = await postJson(s.app, '/web-api/user/login-token', {}, { headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IssuedToken>();
  };
  const login = (body: unknown) =>
    postJson(s.app, '/web-api/auth/login/token', body, { remoteAddress: freshAddress() });

  it('signs another device in once with method_id, token, sign and lng (SPEC section 7)', async () => {
    const user = await signUpFast(s.app);
    const issued = await issue(user.headers);
    expect(issued).toMatchObject({ method_id: 1, expires_in: 120 });
    const res = await login({ ...issued, expires_in: undefined, lng: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, user_id: Number(user.userId), redirect: '/en/' });
    const check = await s.app.inject({
      url: '/web-api/auth/check',
      headers: { cookie: cookieHeader(res) },
    });
    expect(check.json()).toMatchObject({ user_id: Number(user.userId) });

    const again = await login({ method_id: 1, token: issued.token, sign: issued.sign });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ reason: 'code_expired', field: 'token' });
  });

  it('refuses a forged sign, an expired token and a guest asking for one', async () => {
    const user = await signUpFast(s.app);
    const issued = await issue(user.headers);
    const forged = await login({
      method_id: 1,
      token: issued.token,
      sign: issued.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ reason: 'wrong_code', field: 'sign' });

    s.clock.offsetMs += 121_000;
    const late = await login({ method_id: 1, token: issued.token, sign: issued.sign });
    expect(late.json()).toMatchObject({ reason: 'code_expired' });

    const guest = await postJson(s.app, '/web-api/user/login-token', {});
    expect(guest.statusCode).toBe(401);
    const unknownMethod = await login({ method_id: 9, token: issued.token, sign: issued.sign });
    expect(unknownMethod.statusCode).toBe(400);
  });
});
