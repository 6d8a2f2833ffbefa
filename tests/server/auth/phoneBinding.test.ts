import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_TARGET_PER_HOUR } from '../../../server/auth/codeSendCaps';
import { signUpFast, type SignedUpUser } from '../authHelpers';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  freshAddress,
  inboxOf,
  nextMessage,
  openAuthServer,
  postJson,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

describe.each(databaseBackends('one'))('office phone binding on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend);
  });
  afterAll(async () => s.close());

  const post = (user: SignedUpUser, url: string, payload: unknown) =>
    postJson(s.app, url, payload, { headers: user.headers, remoteAddress: freshAddress() });

  /** Asks for a code to `national` (+7), or to the bound phone without it, and reads it. */
  const codeTo = async (user: SignedUpUser, national?: string, bound?: string) => {
    const to = `7${national ?? bound}`;
    const seen = (await inboxOf(s.app, to)).length;
    const body = national ? { 'phone-number': national, 'phone-code': '+7' } : {};
    const sent = await post(user, '/web-api/user/phone/send-code', body);
    expect(sent.statusCode, sent.body).toBe(200);
    return (await nextMessage(s.app, to, seen)).code;
  };

  const config = async (user: SignedUpUser) =>
    (await s.app.inject({ url: '/web-api/user/config', headers: user.headers })).json<{
      phone_number: string | null;
      phone_code: string | null;
      activation_type: number;
      protection_methods: { enable_phone_binding: boolean };
    }>();

  it('binds a phone to a one-click customer (activation 0 becomes 3) who then signs in by SMS', async () => {
    const user = await signUpFast(s.app);
    expect((await config(user)).activation_type).toBe(0);
    const code = await codeTo(user, '9035551001');
    const bound = await post(user, '/web-api/user/phone/bind', {
      'phone-number': '9035551001',
      'phone-code': '+7',
      code,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const after = await config(user);
    expect(after).toMatchObject({
      phone_number: '9035551001',
      phone_code: '7',
      activation_type: 3,
    });
    expect(after.protection_methods.enable_phone_binding).toBe(true);

    const seen = (await inboxOf(s.app, '79035551001')).length;
    const asked = await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { 'phone-number': '9035551001', 'phone-code': '7' },
      { remoteAddress: freshAddress() },
    );
    expect(asked.statusCode).toBe(200);
    const { code: smsCode } = await nextMessage(s.app, '79035551001', seen);
    const signedIn = await postJson(
      s.app,
      '/web-api/auth/login/sms',
      { phone: '9035551001', phone_code: '7', code: smsCode },
      { remoteAddress: freshAddress() },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ user_id: number }>().user_id).toBe(Number(user.userId));
  });

  it('moves an e-mail-activated customer from 1 to 2, and back to 1 on unbinding', async () => {
    const user = await signUpFast(s.app);
    await s.database.db
      .updateTable('users')
      .set({ activation_type: 1 })
      .where('id', '=', user.userId)
      .execute();
    const code = await codeTo(user, '9035551002');
    const bind = { 'phone-number': '9035551002', 'phone-code': '7', code };
    expect((await post(user, '/web-api/user/phone/bind', bind)).statusCode).toBe(200);
    expect((await config(user)).activation_type).toBe(2);

    const release = await codeTo(user, undefined, '9035551002');
    const unbound = await post(user, '/web-api/user/phone/unbind', { code: release });
    expect(unbound.statusCode, unbound.body).toBe(200);
    expect(await config(user)).toMatchObject({ phone_number: null, activation_type: 1 });
  });

  it('refuses a wrong code, a code sent to another customer, and changes nothing', async () => {
    const user = await signUpFast(s.app);
    const other = await signUpFast(s.app);
    const code = await codeTo(other, '9035551003');
    const wrong = await post(user, '/web-api/user/phone/bind', {
      'phone-number': '9035551003',
      'phone-code': '7',
      code,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });
    const typo = await post(other, '/web-api/user/phone/bind', {
      'phone-number': '9035551003',
      'phone-code': '7',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(typo.json()).toMatchObject({ reason: 'wrong_code' });
    expect((await config(user)).phone_number).toBeNull();
    expect((await config(other)).activation_type).toBe(0);
  });

  it('changes a bound phone only with codes to both numbers', async () => {
    const user = await signUpFast(s.app);
    const first = await codeTo(user, '9035551004');
    const bind = { 'phone-number': '9035551004', 'phone-code': '7', code: first };
    expect((await post(user, '/web-api/user/phone/bind', bind)).statusCode).toBe(200);

    const next = await codeTo(user, '9035551005');
    const change = { 'phone-number': '9035551005', 'phone-code': '7', code: next };
    const withoutCurrent = await post(user, '/web-api/user/phone/bind', change);
    expect(withoutCurrent.statusCode).toBe(400);
    expect(withoutCurrent.json()).toMatchObject({ reason: 'missing_field', field: 'current_code' });

    const current = await codeTo(user, undefined, '9035551004');
    const changed = await post(user, '/web-api/user/phone/bind', {
      ...change,
      current_code: current,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await config(user)).toMatchObject({ phone_number: '9035551005', activation_type: 3 });
  });

  it("tells only the code's holder that another account has the number", async () => {
    const owner = await signUpFast(s.app);
    const ownerCode = await codeTo(owner, '9035551006');
    const bind = { 'phone-number': '9035551006', 'phone-code': '7', code: ownerCode };
    expect((await post(owner, '/web-api/user/phone/bind', bind)).statusCode).toBe(200);

    const other = await signUpFast(s.app);
    // Asking for the code answers like any number.
    const code = await codeTo(other, '9035551006');
    const taken = await post(other, '/web-api/user/phone/bind', { ...bind, code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'phone_taken' });
    expect((await config(other)).phone_number).toBeNull();
  });

  // Bind codes count against the same per-number caps as the other code sends (SMS sign-in,
  // phone registration): a customer cannot use binding to flood a stranger's phone.
  it('caps codes to one number, counted with the sign-in codes to it', async () => {
    const user = await signUpFast(s.app);
    const national = '9035551009';
    const body = { 'phone-number': national, 'phone-code': '7' };
    for (let n = 0; n < CODES_PER_TARGET_PER_HOUR; n++) {
      const sent = await post(user, '/web-api/user/phone/send-code', body);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const capped = await post(user, '/web-api/user/phone/send-code', body);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ reason: 'too_many_requests' });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await inboxOf(s.app, `7${national}`)).toHaveLength(CODES_PER_TARGET_PER_HOUR);
    const signInCode = await postJson(s.app, '/web-api/auth/sms/send', body, {
      remoteAddress: freshAddress(),
    });
    expect(signInCode.statusCode).toBe(429);
    expect((await config(user)).phone_number).toBeNull();
  });

  it('refuses guests, bad numbers and unbinding without a phone', async () => {
    const guest = await postJson(s.app, '/web-api/user/phone/send-code', {
      'phone-number': '9035551007',
      'phone-code': '7',
    });
    expect(guest.statusCode).toBe(401);
    const user = await signUpFast(s.app);
    const short = await post(user, '/web-api/user/phone/send-code', {
      'phone-number': '90355',
      'phone-code': '7',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ reason: 'invalid_field', field: 'phone-number' });
    const half = await post(user, '/web-api/user/phone/send-code', {
      'phone-number': '9035551007',
    });
    expect(half.json()).toMatchObject({ reason: 'missing_field', field: 'phone-code' });
    const none = await post(user, '/web-api/user/phone/send-code', {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: 'phone_not_bound' });
    const unbind = await post(user, '/web-api/user/phone/unbind', { code: '123456' });
    expect(unbind.json()).toMatchObject({ reason: 'phone_not_bound' });
  });
});
