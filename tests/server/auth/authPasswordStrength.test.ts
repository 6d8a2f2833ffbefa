// Customer-chosen passwords must be hard to guess (domain/auth/passwordStrength.ts): registration,
// password recovery and password change refuse 'password1' and 'aaaaaaa1' with weak_password, and
// registration a password made of the customer's own name ('strongsam99' for Sam Strong).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFast } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  emailCode,
  freshAddress,
  inboxOf,
  nextMessage,
  openAuthServer,
  postJson,
  registerByEmail,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

// The last three are common passwords typed on the Russian layout (gfhjkm123, gfhjkm12345, qwerty123).
const WEAK = [
  'password1',
  'aaaaaaa1',
  'qwerty123',
  'Winter2026',
  'Пароль123',
  'пароль12345',
  'йцукен123',
];

describe.each(databaseBackends())('password strength on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  it('registration by e-mail or phone refuses a guessable password, naming the field', async () => {
    const email = 'strength@example.com';
    const code = await emailCode(s.app, email);
    for (const password of [...WEAK, 'strongsam99']) {
      const res = await postJson(
        s.app,
        '/web-api/auth/register',
        {
          type: 'full_reg',
          country_id: 643,
          currency_id: 643,
          email,
          email_code: code,
          password,
          user_name: 'Sam',
          user_surname: 'Strong',
        },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ reason: 'weak_password', field: 'password' });
    }
    const phone = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'phone_reg',
        country_id: 643,
        currency_id: 643,
        phone: '9160001122',
        phone_code: '7',
        sms_code: '123456',
        password: 'password1',
      },
      { remoteAddress: freshAddress() },
    );
    expect(phone.json()).toMatchObject({ reason: 'weak_password', field: 'password' });
    const strong = await registerByEmail(s.app, {
      email,
      password: 'Lantern-Orbit-62',
      user_name: 'Sam',
      user_surname: 'Strong',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('password recovery refuses a guessable new password and keeps the code', async () => {
    const email = 'recover.strength@example.com';
    await registerByEmail(s.app, {
      email,
      password: 'Marble-Comet-37',
      user_name: 'R',
      user_surname: 'S',
    });
    const seen = (await inboxOf(s.app, email)).length;
    await postJson(
      s.app,
      '/web-api/auth/password/forgot',
      { email },
      { remoteAddress: freshAddress() },
    );
    const { code } = await nextMessage(s.app, email, seen);
    for (const password of WEAK) {
      const res = await postJson(
        s.app,
        '/web-api/auth/password/reset',
        { email, code, password },
        { remoteAddress: freshAddress() },
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ reason: 'weak_password', field: 'password' });
    }
    const ok = await postJson(
      s.app,
      '/web-api/auth/password/reset',
      { email, code, password: 'Saffron-Tunnel-84' },
      { remoteAddress: freshAddress() },
    );
    expect(ok.json()).toEqual({ success: true });
  });

  it('a password change refuses a guessable new password', async () => {
    const user = await signUpFast(s.app);
    for (const password of [...WEAK, `${user.login}a`]) {
      const res = await postJson(
        s.app,
        '/web-api/user/password',
        { old_password: user.password, new_password: password },
        { headers: user.headers, remoteAddress: freshAddress() },
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({
        reason: 'weak_password',
        field: 'new_password',
      });
    }
  });
});
