import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TERMS_UPDATED_AT,
  VERIFICATION_CODE_TTL_SECONDS,
} from '../../../domain/auth/authConstants';
import { cookieHeader, signUpFast, type SignedUpUser } from '../authHelpers';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';
import {
  freshAddress,
  inboxOf,
  nextMessage,
  openAuthServer,
  postJson,
  registerByEmail,
  TEST_SECRET,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

describe.each(databaseBackends())('the signed-in user on $name', (backend) => {
  let s: AuthTestServer;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  beforeAll(async () => {
    s = await openAuthServer(backend);
    alice = await signUpFast(s.app, { country_id: 398, currency_id: 398 });
    bob = await signUpFast(s.app);
  });
  afterAll(async () => s.close());

  const put = (url: string, payload: unknown, headers: Record<string, string>) =>
    s.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('user config has the SPEC section 3 fields for a new one-click user', async () => {
    const res = await s.app.inject({ url: '/web-api/user/config', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone_number: null,
      user_email: null,
      user_country_code: 'kz',
      user_country_id: 398,
      activation_type: 0,
      changed_pass_day_count: 0,
      protection_level: 0,
      protection_methods: {
        is_changed_password: false,
        enable_two_factor_auth: false,
        enable_phone_binding: false,
        enable_security_question: false,
        enable_email_auth: false,
      },
      ban_level: 0,
      ban_version: 0,
      has_deposit: false,
    });
    expect((await s.app.inject({ url: '/web-api/user/config' })).statusCode).toBe(401);
  });

  it('personal data: each user reads and writes only their own', async () => {
    const saved = await put(
      '/web-api/user/personal-data',
      { user_name: 'Alice', user_surname: 'Liddell', user_birthday_date: '1990-05-04' },
      alice.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      user_name: 'Alice',
      user_surname: 'Liddell',
      user_login: alice.login,
    });
    await put('/web-api/user/personal-data', { user_name: 'Bob' }, bob.headers);

    const a = (
      await s.app.inject({ url: '/web-api/user/personal-data', headers: alice.headers })
    ).json();
    const b = (
      await s.app.inject({ url: '/web-api/user/personal-data', headers: bob.headers })
    ).json();
    expect(a).toMatchObject({
      user_name: 'Alice',
      user_surname: 'Liddell',
      user_login: alice.login,
    });
    expect(b).toMatchObject({ user_name: 'Bob', user_surname: null, user_login: bob.login });
    expect(b.user_main_id).not.toBe(a.user_main_id);
    const aliceMain = await s.database.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', alice.userId)
      .where('type', '=', 0)
      .executeTakeFirstOrThrow();
    expect(a.user_main_id).toBe(Number(aliceMain.id));

    // No id parameter to abuse: query strings and unknown fields naming another user do nothing.
    const viaQuery = await s.app.inject({
      url: `/web-api/user/personal-data?user_id=${alice.userId}`,
      headers: bob.headers,
    });
    expect(viaQuery.json().user_name).toBe('Bob');
    const viaBody = await put(
      '/web-api/user/personal-data',
      { user_name: 'Mallory', user_id: alice.userId },
      bob.headers,
    );
    expect(viaBody.statusCode).toBe(400);
    const stored = await s.database.db
      .selectFrom('users')
      .select(['id', 'personal_data'])
      .where('id', 'in', [alice.userId, bob.userId])
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.personal_data.user_name)).toEqual(['Alice', 'Bob']);
  });

  it('an empty string clears a field; an under-age birthday is refused', async () => {
    const cleared = await put('/web-api/user/personal-data', { user_surname: '' }, alice.headers);
    expect(cleared.json().user_surname).toBeNull();
    const young = await put(
      '/web-api/user/personal-data',
      { user_birthday_date: new Date().toISOString().slice(0, 10) },
      alice.headers,
    );
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toContain('user_birthday_date');
  });

  it('notification flags: set any of the four, read all four', async () => {
    const res = await put(
      '/web-api/user/notifications',
      { enable_mail_news: true, enable_sms_news: true },
      alice.headers,
    );
    expect(res.json()).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: false,
      enable_mail_bets: false,
      enable_sms_news: true,
    });
    const config = await s.app.inject({ url: '/web-api/user/config', headers: alice.headers });
    expect(config.json().notifications).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: false,
      enable_mail_bets: false,
      enable_sms_news: true,
    });
    const bobFlags = await s.database.db
      .selectFrom('users')
      .select(['enable_mail_news', 'enable_sms_news'])
      .where('id', '=', bob.userId)
      .executeTakeFirstOrThrow();
    expect(bobFlags).toEqual({ enable_mail_news: false, enable_sms_news: false });
  });

  it('changed terms: status says so, guarded calls answer 451 exception_code 1 until confirmed', async () => {
    const u = await signUpFast(s.app);
    const status = () =>
      s.app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: u.headers });
    expect((await status()).json()).toEqual({ result: false, updatedAt: TERMS_UPDATED_AT });

    await s.database.db
      .updateTable('users')
      .set({ terms_accepted_at: new Date(Date.parse(TERMS_UPDATED_AT) - 86_400_000) })
      .where('id', '=', u.userId)
      .execute();
    expect((await status()).json().result).toBe(true);
    expect(
      (await s.app.inject({ url: '/web-api/session', headers: u.headers })).json().is_terms_changed,
    ).toBe(true);
    const blocked = await put('/web-api/user/notifications', { enable_mail_bets: true }, u.headers);
    expect(blocked.statusCode).toBe(451);
    expect(blocked.json()).toMatchObject({ exception_code: 1 });
    const flags = await s.database.db
      .selectFrom('users')
      .select('enable_mail_bets')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(flags.enable_mail_bets).toBe(false);

    const confirm = await s.app.inject({
      method: 'POST',
      url: '/web-api/api-v3/v2/user/agreement-rules/confirm',
      headers: u.headers,
    });
    expect(confirm.json()).toEqual({ success: true });
    expect((await status()).json().result).toBe(false);
    expect(
      (await put('/web-api/user/notifications', { enable_mail_bets: true }, u.headers)).statusCode,
    ).toBe(200);
  });

  it('geo: countries and phone masks', async () => {
    const countries = (await s.app.inject({ url: '/web-api/geo/countries' })).json();
    expect(countries).toContainEqual({
      id: 643,
      name: 'Russia',
      country_code: 'ru',
      tel_code: '7',
    });
    expect(countries.length).toBeGreaterThanOrEqual(10);
    const masks = (await s.app.inject({ url: '/web-api/geo/phone-masks' })).json();
    expect(masks).toContainEqual({ CountryId: 643, Mask: '(###) ###-##-##', Max: 10, Min: 10 });
  });

  describe('password recovery', () => {
    const email = 'recover.me@example.com';
    let userId: number;
    beforeAll(async () => {
      const res = await registerByEmail(s.app, {
        email,
        password: 'Original-pass-1',
        user_name: 'R',
        user_surname: 'M',
      });
      userId = res.json().user_id;
    });
    /** Asks for a recovery code and waits for it: it is sent after the answer. */
    const requestCode = async (path: 'forgot' | 'resend') => {
      const seen = (await inboxOf(s.app, email)).length;
      const res = await postJson(
        s.app,
        `/web-api/auth/password/${path}`,
        { email },
        { remoteAddress: freshAddress() },
      );
      expect(res.json()).toEqual({ success: true });
      return (await nextMessage(s.app, email, seen)).code;
    };
    const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('answers the same for an unknown e-mail, and sends nothing there', async () => {
      const res = await postJson(
        s.app,
        '/web-api/auth/password/forgot',
        { email: 'nobody@example.com' },
        { remoteAddress: freshAddress() },
      );
      expect(res.json()).toEqual({ success: true });
      expect(
        (await s.app.inject({ url: '/web-api/test/inbox?to=nobody@example.com' })).json().messages,
      ).toEqual([]);
    });

    it('check-code answers ok, wrong_code, and time_up once the code expired', async () => {
      const code = await requestCode('forgot');
      const check = async (c: string) =>
        (
          await postJson(
            s.app,
            '/web-api/auth/password/check-code',
            { email, code: c },
            { remoteAddress: freshAddress() },
          )
        ).json().result;
      expect(await check(other(code))).toBe('wrong_code');
      expect(await check(code)).toBe('ok');
      s.clock.offsetMs = (VERIFICATION_CODE_TTL_SECONDS + 1) * 1000;
      try {
        expect(await check(code)).toBe('time_up');
      } finally {
        s.clock.offsetMs = 0;
      }
    });

    it('resend replaces the code; cancel kills it', async () => {
      const first = await requestCode('forgot');
      const second = await requestCode('resend');
      const check = async (c: string) =>
        (
          await postJson(
            s.app,
            '/web-api/auth/password/check-code',
            { email, code: c },
            { remoteAddress: freshAddress() },
          )
        ).json().result;
      if (first !== second) expect(await check(first)).toBe('wrong_code');
      expect(await check(second)).toBe('ok');
      await postJson(
        s.app,
        '/web-api/auth/password/cancel',
        { email },
        { remoteAddress: freshAddress() },
      );
      expect(await check(second)).toBe('wrong_code');
    });

    it('reset sets the new password once and ends every session', async () => {
      const session = cookieHeader(
        await postJson(
          s.app,
          '/web-api/auth/login',
          { login: email, password: 'Original-pass-1' },
          { remoteAddress: freshAddress() },
        ),
      );
      const code = await requestCode('forgot');
      const wrong = await postJson(
        s.app,
        '/web-api/auth/password/reset',
        { email, code: other(code), password: 'Recovered-pass-2' },
        { remoteAddress: freshAddress() },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        result: 'wrong_code',
        reason: 'wrong_code',
        field: 'code',
      });
      const ok = await postJson(
        s.app,
        '/web-api/auth/password/reset',
        { email, code, password: 'Recovered-pass-2' },
        { remoteAddress: freshAddress() },
      );
      expect(ok.json()).toEqual({ success: true });
      const again = await postJson(
        s.app,
        '/web-api/auth/password/reset',
        { email, code, password: 'Third-pass-3' },
        { remoteAddress: freshAddress() },
      );
      expect(again.statusCode).toBe(400);
      expect(
        (await s.app.inject({ url: '/web-api/user/config', headers: { cookie: session } }))
          .statusCode,
      ).toBe(401);
      const login = await postJson(
        s.app,
        '/web-api/auth/login',
        { login: email, password: 'Recovered-pass-2' },
        { remoteAddress: freshAddress() },
      );
      expect(login.json()).toEqual({ success: true, user_id: userId });
    });
  });
});

describe.each(databaseBackends())('test inbox and logs on $name', (backend) => {
  it('the inbox endpoint is absent unless NODE_ENV=test, and no password reaches the log', async () => {
    const { database, drop } = await backend.open();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestServer({
      database,
      logger: { level: 'trace', stream },
      auth: { secret: TEST_SECRET, testInbox: false },
    });
    try {
      expect((await app.inject({ url: '/web-api/test/inbox?to=x' })).statusCode).toBe(404);
      const user = await signUpFast(app);
      const password = 'Logged-never-123';
      await postJson(app, '/web-api/auth/login', { login: user.login, password: user.password });
      await postJson(app, '/web-api/auth/login', { login: user.login, password });
      await postJson(
        app,
        '/web-api/user/password',
        { old_password: user.password, new_password: password },
        { headers: user.headers },
      );
      await postJson(app, '/web-api/auth/register', {
        type: 'full_reg',
        country_id: 643,
        currency_id: 643,
        email: 'log@example.com',
        password,
        user_name: 'L',
        user_surname: 'G',
      });
      const log = lines.join('');
      expect(log).toContain('/web-api/auth/login');
      expect(log).not.toContain(user.password);
      expect(log).not.toContain(password);
    } finally {
      await app.close();
      await drop();
    }
  });
});
