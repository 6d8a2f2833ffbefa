import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_LIFETIME_SECONDS } from '../../../domain/auth/authConstants';
import { totpAt } from '../../../server/auth/totp';
import { cookieHeader, signUpFast, TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import { freshAddress, openAuthServer, postJson, type AuthTestServer } from './authTestServer';
import { decodeGrayPng, metadataChunkTypesIn } from './captchaSolver';

afterAll(removeTempDirs);

describe.each(databaseBackends())('sign-in on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  /** The server's clock only moves forward: waits after failed sign-ins are measured on it. */
  const advance = (seconds: number) => {
    s.clock.offsetMs += seconds * 1000;
  };

  const login = (
    payload: unknown,
    headers: Record<string, string> = {},
    address = freshAddress(),
  ) => postJson(s.app, '/web-api/auth/login', payload, { headers, remoteAddress: address });

  /** Four failed sign-ins, each after the wait the one before cost (1 s after the third). */
  const failFourTimes = async (payload: { login: string; password: string }) => {
    for (let i = 0; i < 3; i++) expect((await login(payload)).statusCode).toBe(401);
    advance(1);
    expect((await login(payload)).statusCode).toBe(401);
    advance(2);
  };

  /** A new captcha and its answer. */
  const solvedCaptcha = async () => {
    const res = await s.app.inject({ url: '/captcha/update' });
    const { captchaId, image } = res.json<{ captchaId: string; image: string }>();
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    return answerOf(captchaId);
  };

  /** A captcha's answer, found from its stored hash (the answer is 5 digits). */
  const answerOf = async (captchaId: string) => {
    const row = await s.database.db
      .selectFrom('captchas')
      .select('answer_hash')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    for (let n = 0; n < 100_000; n++) {
      const answer = String(n).padStart(5, '0');
      if (createHash('sha256').update(`${captchaId}:${answer}`).digest('hex') === row.answer_hash) {
        return { captchaId, answer };
      }
    }
    throw new Error('captcha answer not found');
  };

  it('registers one click, then signs in with the generated id and password', async () => {
    const user = await signUpFast(s.app);
    expect(user.login).toBe(user.userId);
    expect(Number(user.userId)).toBeGreaterThanOrEqual(10_000_001);
    const check = await s.app.inject({ url: '/web-api/auth/check', headers: user.headers });
    expect(check.json()).toEqual({ user_id: Number(user.userId), ban_level: 0, ban_version: 0 });

    const res = await login({ login: user.login, password: user.password, remember: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user_id: Number(user.userId) });
    const refresh = res.cookies.find((c) => c.name === 'refresh_token');
    expect(refresh?.maxAge).toBeGreaterThan(7 * 24 * 3600);
    const token = await s.app.inject({
      url: '/web-api/user/gettoken?force_refresh=true',
      headers: { cookie: cookieHeader(res) },
    });
    expect(token.statusCode).toBe(200);
    expect(token.json().token.split('.')).toHaveLength(3);
  });

  it('without remember the refresh cookie lasts for the browser session', async () => {
    const user = await signUpFast(s.app);
    const res = await login({ login: user.login, password: user.password });
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBeUndefined();
  });

  it('gives the same answer for an unknown login and a wrong password', async () => {
    const user = await signUpFast(s.app);
    const wrong = await login({ login: user.login, password: 'Wrong-password-1' });
    const unknown = await login({ login: '99999999', password: 'Wrong-password-1' });
    const unknownEmail = await login({ login: 'nobody@example.com', password: 'Wrong-password-1' });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Unauthorized',
        message: 'login or password is wrong',
        reason: 'wrong_credentials',
      });
      expect(res.cookies).toEqual([]);
    }
  });

  it('demands a captcha on the fifth attempt after four failures, with codes 100, 111, 112, 113', async () => {
    const user = await signUpFast(s.app);
    const bad = { login: user.login, password: 'Wrong-password-1' };
    await failFourTimes(bad);

    // Fifth attempt, even with the right password and from another address: captcha required.
    const good = { login: user.login, password: user.password };
    const required = await login(good);
    expect(required.statusCode).toBe(400);
    expect(required.json()).toEqual({
      error: 'Bad Request',
      message: 'captcha: required',
      reason: 'captcha_required',
      code: 100,
    });

    const wrongCaptcha = await solvedCaptcha();
    const wrongAnswer = String((Number(wrongCaptcha.answer) + 1) % 100_000).padStart(5, '0');
    const r111 = await login(good, { 'x-captcha': `${wrongCaptcha.captchaId}:${wrongAnswer}` });
    expect(r111.json()).toMatchObject({ code: 111, reason: 'captcha_wrong' });

    // A captcha is single use: the one just tried (even wrongly) is now used.
    const r113 = await login(good, {
      'x-captcha': `${wrongCaptcha.captchaId}:${wrongCaptcha.answer}`,
    });
    expect(r113.json()).toMatchObject({ code: 113, reason: 'captcha_used' });
    const unknown = await login(good, {
      'x-captcha': '00000000-0000-4000-8000-000000000000:12345',
    });
    expect(unknown.json()).toMatchObject({ code: 113, reason: 'captcha_used' });

    const stale = await solvedCaptcha();
    advance(CAPTCHA_LIFETIME_SECONDS + 1);
    const r112 = await login(good, { 'x-captcha': `${stale.captchaId}:${stale.answer}` });
    expect(r112.json()).toMatchObject({ code: 112, reason: 'captcha_expired' });

    const fresh = await solvedCaptcha();
    const ok = await login(good, { 'x-captcha': `${fresh.captchaId}:${fresh.answer}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, user_id: Number(user.userId) });

    // Success clears the failures: the next sign-in needs no captcha.
    expect((await login(good)).statusCode).toBe(200);
  });

  it('a right password with a wrong captcha still counts nothing as success', async () => {
    const user = await signUpFast(s.app);
    await failFourTimes({ login: user.login, password: 'nope-nope-1' });
    const res = await login(
      { login: user.login, password: user.password },
      { 'x-captcha': 'garbage' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(113);
    expect(res.cookies).toEqual([]);
  });

  it('demands a captcha for an unknown login too (no hint that it does not exist)', async () => {
    await failFourTimes({ login: 'ghost@example.com', password: 'whatever-1' });
    expect((await login({ login: 'ghost@example.com', password: 'whatever-1' })).json().code).toBe(
      100,
    );
  });

  it('GET /captcha/update sends a PNG of pixels and nothing else that gives the answer away', async () => {
    const res = await s.app.inject({ url: '/captcha/update' });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ captchaId: string; image: string; expiresIn: number }>();
    expect(Object.keys(body).sort()).toEqual(['captchaId', 'expiresIn', 'image']);
    const png = Buffer.from(body.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(decodeGrayPng(png)).toMatchObject({ width: 200, height: 76 });
    expect(metadataChunkTypesIn(png)).toEqual([]);
    const { answer } = await answerOf(body.captchaId);
    expect(res.body).not.toContain(answer);
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|<text/);
  });

  it('POST /captcha/validate uses a captcha up; GET /captcha/gettime gives its lifetime', async () => {
    const c = await solvedCaptcha();
    const first = await postJson(s.app, '/captcha/validate', {
      captchaId: c.captchaId,
      captcha: c.answer,
    });
    expect(first.json()).toEqual({ success: true });
    const again = await postJson(s.app, '/captcha/validate', {
      captchaId: c.captchaId,
      captcha: c.answer,
    });
    expect(again.json()).toEqual({
      success: false,
      code: 113,
      reason: 'captcha_used',
      errorMessage: 'captcha: already used or unknown',
      time: CAPTCHA_LIFETIME_SECONDS,
    });
    expect((await s.app.inject({ url: '/captcha/gettime' })).json()).toEqual({
      time: CAPTCHA_LIFETIME_SECONDS,
    });
  });

  it('a failed captcha of type 2 answers isLogoutUser and ends the session (SPEC section 8)', async () => {
    const user = await signUpFast(s.app);
    const c = await solvedCaptcha();
    const wrong = String((Number(c.answer) + 1) % 10 ** c.answer.length).padStart(
      c.answer.length,
      '0',
    );
    const failed = await postJson(
      s.app,
      '/captcha/validate',
      { captchaId: c.captchaId, captcha: wrong, type: 2 },
      { headers: user.headers },
    );
    expect(failed.json()).toMatchObject({ success: false, code: 111, isLogoutUser: true });
    const check = await s.app.inject({ url: '/web-api/auth/check', headers: user.headers });
    expect(check.json()).toMatchObject({ user_id: null });

    // Type 1 (a sign-in form) only reports the failure.
    const other = await signUpFast(s.app);
    const d = await solvedCaptcha();
    const formFailure = await postJson(
      s.app,
      '/captcha/validate',
      { captchaId: d.captchaId, captcha: d.answer === '0' ? '1' : `${d.answer}9`, type: 1 },
      { headers: other.headers },
    );
    expect(formFailure.json()).toMatchObject({ success: false });
    expect(formFailure.json()).not.toHaveProperty('isLogoutUser');
    const still = await s.app.inject({ url: '/web-api/auth/check', headers: other.headers });
    expect(still.json()).toMatchObject({ user_id: Number(other.userId) });
  });

  it('signs in by SMS code; a code for a phone without an account is never sent', async () => {
    const phone = { 'phone-number': '9035550101', 'phone-code': '7' };
    await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { ...phone, purpose: 'phone_reg' },
      { remoteAddress: freshAddress() },
    );
    const inbox = async () =>
      (await s.app.inject({ url: '/web-api/test/inbox?to=79035550101' })).json<{
        messages: { text: string }[];
      }>().messages;
    const regCode = /(\d{6})/.exec((await inbox()).at(-1)?.text ?? '')?.[1];
    const reg = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'phone_reg',
        country_id: 643,
        currency_id: 643,
        phone: '9035550101',
        phone_code: '7',
        sms_code: regCode,
        password: 'Phone-pass-1',
      },
      { remoteAddress: freshAddress() },
    );
    const userId = reg.json().user_id;

    const sent = await postJson(s.app, '/web-api/auth/sms/send', phone, {
      remoteAddress: freshAddress(),
    });
    expect(sent.json()).toEqual({ success: true });
    const code = /(\d{6})/.exec((await inbox()).at(-1)?.text ?? '')?.[1] as string;
    const wrong = await postJson(
      s.app,
      '/web-api/auth/login/sms',
      { phone: '9035550101', phone_code: '7', code: code === '000000' ? '000001' : '000000' },
      { remoteAddress: freshAddress() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });
    const ok = await postJson(
      s.app,
      '/web-api/auth/login/sms',
      { phone: '9035550101', phone_code: '7', code },
      { remoteAddress: freshAddress() },
    );
    expect(ok.json()).toEqual({ success: true, user_id: userId });
    const reused = await postJson(
      s.app,
      '/web-api/auth/login/sms',
      { phone: '9035550101', phone_code: '7', code },
      { remoteAddress: freshAddress() },
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });

    const stranger = await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { 'phone-number': '9035550199', 'phone-code': '7' },
      { remoteAddress: freshAddress() },
    );
    expect(stranger.json()).toEqual({ success: true });
    expect(
      (await s.app.inject({ url: '/web-api/test/inbox?to=79035550199' })).json().messages,
    ).toEqual([]);
  });

  it('two-step sign-in: the password alone is not enough, the TOTP code finishes it', async () => {
    const user = await signUpFast(s.app);
    const setup = await s.app.inject({
      method: 'POST',
      url: '/web-api/user/two-factor/setup',
      headers: user.headers,
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json();
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const now = () => Math.floor((Date.now() + s.clock.offsetMs) / 1000);
    const enable = await postJson(
      s.app,
      '/web-api/user/two-factor/enable',
      { code: totpAt(secret, now()) },
      { headers: user.headers },
    );
    expect(enable.json()).toEqual({ success: true });

    const first = await login({ login: user.login, password: user.password });
    expect(first.json()).toEqual({ success: false, two_step_required: true });
    expect(first.cookies.map((c) => c.name)).toEqual(['two_step']);
    const cookie = cookieHeader(first);

    const noTicket = await postJson(s.app, '/web-api/auth/login/two-step', {
      code: totpAt(secret, now()),
    });
    expect(noTicket.statusCode).toBe(401);
    expect(noTicket.json()).toMatchObject({ reason: 'session_expired' });
    const wrongCode = totpAt(secret, now() + 3600);
    const wrong = await postJson(
      s.app,
      '/web-api/auth/login/two-step',
      { code: wrongCode },
      { headers: { cookie } },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });
    const ok = await postJson(
      s.app,
      '/web-api/auth/login/two-step',
      { code: totpAt(secret, now()) },
      { headers: { cookie } },
    );
    expect(ok.json()).toEqual({ success: true, user_id: Number(user.userId) });
    expect(ok.cookies.map((c) => c.name).sort()).toEqual([
      'refresh_token',
      'two_step',
      'user_token',
    ]);
  });

  it('refuses a state-changing call whose Origin names another site (403), changing nothing', async () => {
    const before = await s.database.db.selectFrom('users').select('id').execute();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/web-api/auth/register',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('origin');
    }
    expect(await s.database.db.selectFrom('users').select('id').execute()).toHaveLength(
      before.length,
    );
    const same = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: '1', password: 'x' },
      { headers: { origin: TEST_ORIGIN } },
    );
    expect(same.statusCode).toBe(401);
  });
});
