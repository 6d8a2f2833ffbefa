import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpFast } from '../authHelpers';
import {
  buildTestServer,
  databaseBackends,
  FIXTURE_CONTENT,
  makeTempDir,
  removeTempDirs,
} from '../testServer';
import {
  freshAddress,
  openAuthServer,
  postJson,
  registerByEmail,
  TEST_SECRET,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

/** Fixture content where nord disallows registration and aurora is a VIP domain. */
function restrictedContent(): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const patch = (brand: string, flags: Record<string, boolean>) => {
    const file = path.join(root, 'configs', 'brands', brand, 'site.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...flags }));
  };
  patch('nord', { isRegistrationAllowed: false });
  patch('aurora', { isVipDomain: true });
  return root;
}

describe.each(databaseBackends())('registration on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const countUsers = async () =>
    (await s.database.db.selectFrom('users').select('id').execute()).length;
  const inbox = async (to: string) =>
    (await s.app.inject({ url: `/web-api/test/inbox?to=${to}` })).json<{
      messages: { text: string }[];
    }>().messages;
  const lastCode = async (to: string) => {
    const messages = await inbox(to);
    return /(\d{6})/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '';
  };

  it('fast_reg creates the user with main and bonus accounts in the chosen currency, in one go', async () => {
    const user = await signUpFast(s.app, { currency_id: 840, country_id: 840 });
    const row = await s.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      registration_type: 'fast_reg',
      currency_id: 840,
      country_id: 840,
      email: null,
    });
    expect(row.password_hash).not.toContain(user.password);
    const accounts = await s.database.db
      .selectFrom('accounts')
      .select(['type', 'currency_id', 'is_active'])
      .where('user_id', '=', user.userId)
      .orderBy('type')
      .execute();
    expect(accounts).toEqual([
      { type: 0, currency_id: 840, is_active: true },
      { type: 4, currency_id: 840, is_active: false },
    ]);
  });

  it('fast_reg signs the new user in: cookies are httpOnly and SameSite=Lax', async () => {
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'fast_reg',
        country_id: 643,
        currency_id: 643,
        first_deposit_bonus_choice: 1,
        ref_code: 'PROMO_1',
      },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      user_id: expect.any(Number),
      login: String(body.user_id),
      password: expect.any(String),
    });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies.user_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refresh_token).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/web-api/',
    });
    const check = await s.app.inject({
      url: '/web-api/auth/check',
      headers: { cookie: cookieHeader(res) },
    });
    expect(check.json()).toEqual({ user_id: body.user_id, ban_level: 0, ban_version: 0 });
    const row = await s.database.db
      .selectFrom('users')
      .select(['ref_code', 'first_deposit_bonus_choice'])
      .where('id', '=', String(body.user_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ref_code: 'PROMO_1', first_deposit_bonus_choice: 1 });
  });

  it('full_reg with the e-mail code stores e-mail and personal data; the e-mail is the login and cannot register twice', async () => {
    const payload = {
      type: 'full_reg',
      country_id: 276,
      currency_id: 978,
      email: 'Anna.Schmidt@Example.com',
      password: 'Winter-Lantern-26',
      user_name: 'Anna',
      user_surname: 'Schmidt',
      user_birthday_date: '1990-04-01',
    };
    const res = await registerByEmail(s.app, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user_id: expect.any(Number),
      login: 'anna.schmidt@example.com',
    });
    const login = await postJson(
      s.app,
      '/web-api/auth/login',
      { login: 'ANNA.schmidt@example.com', password: 'Winter-Lantern-26' },
      { remoteAddress: freshAddress() },
    );
    expect(login.json()).toEqual({ success: true, user_id: res.json().user_id });

    // The holder of the address proved it with the code: telling them to sign in is safe.
    const before = await countUsers();
    const again = await registerByEmail(s.app, { ...payload, email: 'anna.schmidt@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Conflict',
      message: 'email: already registered',
      reason: 'email_taken',
      field: 'email',
    });
    expect(await countUsers()).toBe(before);
    const row = await s.database.db
      .selectFrom('users')
      .select('activation_type')
      .where('email', '=', 'anna.schmidt@example.com')
      .executeTakeFirstOrThrow();
    expect(row.activation_type).toBe(1);
  });

  it('full_reg refuses a weak password and missing personal data, naming the field', async () => {
    const base = {
      type: 'full_reg',
      country_id: 643,
      currency_id: 643,
      email: 'weak@example.com',
      email_code: '000000',
      user_name: 'A',
      user_surname: 'B',
    };
    const before = await countUsers();
    const weak = await postJson(
      s.app,
      '/web-api/auth/register',
      { ...base, password: 'abcdefgh' },
      { remoteAddress: freshAddress() },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ reason: 'weak_password', field: 'password' });
    expect(weak.json().message).toContain('body/password');
    const { user_name: _n, ...noName } = base;
    const missing = await postJson(
      s.app,
      '/web-api/auth/register',
      { ...noName, password: 'Harbour-Violet-73' },
      { remoteAddress: freshAddress() },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Bad Request',
      message: 'body/user_name is required for full_reg',
      reason: 'missing_field',
      field: 'user_name',
    });
    expect(await countUsers()).toBe(before);
  });

  it('phone_reg needs the SMS code sent to that phone; the code works once', async () => {
    const phone = { 'phone-number': '9161112233', 'phone-code': '+7' };
    const reg = {
      type: 'phone_reg',
      country_id: 643,
      currency_id: 643,
      phone: '9161112233',
      phone_code: '7',
    };
    const before = await countUsers();
    const noCode = await postJson(
      s.app,
      '/web-api/auth/register',
      { ...reg, sms_code: '000000' },
      { remoteAddress: freshAddress() },
    );
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({
      message: 'body/sms_code: wrong_code',
      reason: 'wrong_code',
      field: 'sms_code',
    });

    const sent = await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { ...phone, purpose: 'phone_reg' },
      { remoteAddress: freshAddress() },
    );
    expect(sent.json()).toEqual({ success: true });
    const code = await lastCode('79161112233');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (
        await postJson(
          s.app,
          '/web-api/auth/register',
          { ...reg, sms_code: wrong },
          { remoteAddress: freshAddress() },
        )
      ).statusCode,
    ).toBe(400);
    expect(await countUsers()).toBe(before);

    const ok = await postJson(
      s.app,
      '/web-api/auth/register',
      { ...reg, sms_code: code },
      { remoteAddress: freshAddress() },
    );
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.login).toBe(String(body.user_id));
    expect(body.password).toMatch(/^.{12}$/);
    const row = await s.database.db
      .selectFrom('users')
      .select(['phone', 'phone_code', 'activation_type'])
      .where('id', '=', String(body.user_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '79161112233', phone_code: '7', activation_type: 3 });
    const codes = await s.database.db
      .selectFrom('verification_codes')
      .select('used_at')
      .where('target', '=', '79161112233')
      .where('cancelled_at', 'is', null)
      .execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]?.used_at).toBeInstanceOf(Date);

    // Sign-in by phone and password works; the phone cannot register again: its code is sent
    // as to any number, and only its holder, who typed it, learns that it is registered.
    const login = await postJson(
      s.app,
      '/web-api/auth/login',
      { phone: '9161112233', phone_code: '+7', password: body.password },
      { remoteAddress: freshAddress() },
    );
    expect(login.json()).toEqual({ success: true, user_id: body.user_id });
    const resent = await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { ...phone, purpose: 'phone_reg' },
      { remoteAddress: freshAddress() },
    );
    expect(resent.json()).toEqual({ success: true });
    const again = await postJson(
      s.app,
      '/web-api/auth/register',
      { ...reg, sms_code: await lastCode('79161112233') },
      { remoteAddress: freshAddress() },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'phone_taken', field: 'phone' });
  });

  it('phone_reg refuses a number that does not fit the mask', async () => {
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'phone_reg',
        country_id: 643,
        currency_id: 643,
        phone: '91611',
        phone_code: '7',
        sms_code: '123456',
      },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'invalid_field', field: 'phone' });
    expect(res.json().message).toContain('body/phone');
  });

  it('logs an unknown registration type, bonus choice or social network and registers (SPEC section 5)', async () => {
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'quick_reg_v2',
        country_id: 643,
        currency_id: 643,
        first_deposit_bonus_choice: 7,
        social_media: 'myspace',
      },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ user_id: number; password: string }>();
    expect(body.password).toEqual(expect.any(String));
    const row = await s.database.db
      .selectFrom('users')
      .select(['registration_type', 'first_deposit_bonus_choice'])
      .where('id', '=', String(body.user_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ registration_type: 'fast_reg', first_deposit_bonus_choice: 0 });
  });

  it('refuses soc_reg here: a provider registers (GET /social-api/oauth/<id>/start)', async () => {
    const before = await countUsers();
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      { type: 'soc_reg', country_id: 643, currency_id: 643, social_media: 'google' },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'invalid_field', field: 'type' });
    expect(res.json().message).toContain('/social-api/oauth/');
    expect(await countUsers()).toBe(before);
  });

  it('refuses an unsupported currency and an unknown country, naming the field', async () => {
    const before = await countUsers();
    const cur = await postJson(
      s.app,
      '/web-api/auth/register',
      { type: 'fast_reg', country_id: 643, currency_id: 1 },
      { remoteAddress: freshAddress() },
    );
    expect(cur.statusCode).toBe(400);
    expect(cur.json().message).toContain('currency_id');
    const country = await postJson(
      s.app,
      '/web-api/auth/register',
      { type: 'fast_reg', country_id: 9999, currency_id: 643 },
      { remoteAddress: freshAddress() },
    );
    expect(country.json().message).toContain('country_id');
    expect(await countUsers()).toBe(before);
  });

  it('rate-limits registrations from one address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postJson(
        s.app,
        '/web-api/auth/register',
        { type: 'soc_reg', country_id: 643, currency_id: 643 },
        { remoteAddress: address },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe.each(databaseBackends())('registration refusals by site config on $name', (backend) => {
  it('refuses when the brand disallows registration or is a VIP domain, creating nothing', async () => {
    const { database, drop } = await backend.open();
    const app = await buildTestServer({
      database,
      contentRoot: restrictedContent(),
      auth: { secret: TEST_SECRET },
    });
    try {
      const payload = { type: 'fast_reg', country_id: 643, currency_id: 643 };
      const nord = await postJson(app, '/web-api/auth/register', payload, {
        headers: { host: 'nord.localhost', origin: 'http://nord.localhost' },
      });
      expect(nord.statusCode).toBe(403);
      expect(nord.json()).toEqual({
        error: 'Forbidden',
        message: 'registration: not allowed on this site',
        reason: 'registration_closed',
      });
      const aurora = await postJson(app, '/web-api/auth/register', payload);
      expect(aurora.statusCode).toBe(403);
      expect(aurora.json()).toEqual({
        error: 'Forbidden',
        message: 'registration: not available on a VIP domain',
        reason: 'registration_closed',
      });
      expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(
        await database.db
          .selectFrom('accounts')
          .select('id')
          .where('user_id', 'is not', null)
          .execute(),
      ).toEqual([]);
    } finally {
      await app.close();
      await drop();
    }
  });
});
