// User transfer between brands (SPEC section 7): send-code with the captcha and the customer's own
// phone, check-code with attempts and expiry, user-data on the target brand spending the token
// once. Another customer's phone, code or brand never works.
import { createHash, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_TRANSFER_PREFIX } from '../../../domain/userTransfer/userTransfer';
import { cookieHeader, signUpFast, TEST_ORIGIN, type SignedUpUser } from '../authHelpers';
import { inboxOf, nextMessage, postJson } from '../auth/authTestServer';
import { growthServerFor, patchedContent } from '../referral/officeGrowthKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const NORD = 'nord.localhost';

describe.each(databaseBackends())('user transfer on $name', (backend) => {
  const s = growthServerFor(backend, () => patchedContent({}));

  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** A customer registered by phone (+7 <national>), signed in on aurora. */
  const phoneCustomer = async (national: string): Promise<SignedUpUser & { phone: string }> => {
    const phone = `7${national}`;
    const seen = (await inboxOf(s.app, phone)).length;
    await postJson(
      s.app,
      '/web-api/auth/sms/send',
      { 'phone-number': national, 'phone-code': '+7', purpose: 'phone_reg' },
      { remoteAddress: address() },
    );
    const { code } = await nextMessage(s.app, phone, seen);
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      {
        type: 'phone_reg',
        country_id: 643,
        currency_id: 643,
        phone: national,
        phone_code: '7',
        sms_code: code,
      },
      { remoteAddress: address() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ user_id: number; login: string; password: string }>();
    return {
      userId: String(body.user_id),
      login: body.login,
      password: body.password,
      phone,
      headers: { cookie: cookieHeader(res), origin: TEST_ORIGIN },
    };
  };

  const captcha = async () => {
    const { captchaId } = (await s.app.inject({ url: '/captcha/update' })).json<{
      captchaId: string;
    }>();
    const row = await s.database.db
      .selectFrom('captchas')
      .select('answer_hash')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    for (let n = 0; n < 100_000; n++) {
      const answer = String(n).padStart(5, '0');
      if (createHash('sha256').update(`${captchaId}:${answer}`).digest('hex') === row.answer_hash) {
        return `${captchaId}:${answer}`;
      }
    }
    throw new Error('captcha answer not found');
  };

  const post = (user: SignedUpUser | null, url: string, payload: unknown, host?: string) =>
    postJson(s.app, `${USER_TRANSFER_PREFIX}${url}`, payload, {
      remoteAddress: address(),
      headers: {
        ...(user ? user.headers : { origin: TEST_ORIGIN }),
        ...(host ? { host, origin: `http://${host}` } : {}),
      },
    });

  const sendCode = async (user: SignedUpUser, national: string, brand = 'nord') =>
    post(user, `/send-code/${brand}`, {
      country_code: '+7',
      phone: national,
      captcha: await captcha(),
    });

  it('send-code -> SMS -> check-code -> user-data on the target brand signs the customer in', async () => {
    const user = await phoneCustomer('9161000001');
    const seen = (await inboxOf(s.app, user.phone)).length;
    const sent = await sendCode(user, '9161000001');
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = await nextMessage(s.app, user.phone, seen);

    const checked = await post(user, '/check-code/nord', { code });
    expect(checked.statusCode, checked.body).toBe(200);
    const { redirectToken, redirectHost, redirectPath } = checked.json<{
      redirectToken: string;
      redirectHost: string;
      redirectPath: string;
    }>();
    expect(redirectHost).toBe(NORD);
    expect(redirectPath).toBe(`/en/transfer#token=${redirectToken}`);
    // The code is spent.
    expect((await post(user, '/check-code/nord', { code })).json()).toMatchObject({
      reason: 'wrong_code',
    });

    // The token works only on the target brand, once.
    const wrongBrand = await post(null, '/user-data', { redirectToken });
    expect(wrongBrand.json()).toMatchObject({ reason: 'transfer_token_invalid' });
    const data = await post(null, '/user-data', { redirectToken }, NORD);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toEqual({ success: true, user_id: Number(user.userId), brand: 'nord' });
    const session = await s.app.inject({
      url: '/web-api/account/data',
      headers: { cookie: cookieHeader(data), host: NORD },
    });
    expect(session.statusCode).toBe(200);
    const again = await post(null, '/user-data', { redirectToken }, NORD);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ reason: 'transfer_token_invalid' });
    const home = await s.database.db
      .selectFrom('customer_brands')
      .select('brand')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(home.brand).toBe('nord');
  });

  it('wrong codes are limited: after 5 wrong tries even the right code is refused', async () => {
    const user = await phoneCustomer('9161000002');
    const seen = (await inboxOf(s.app, user.phone)).length;
    await sendCode(user, '9161000002');
    const { code } = await nextMessage(s.app, user.phone, seen);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await post(user, '/check-code/nord', { code: wrong });
      expect(res.json()).toMatchObject({ reason: 'wrong_code', field: 'code' });
    }
    const right = await post(user, '/check-code/nord', { code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ reason: 'wrong_code' });
  });

  it('an expired code answers code_expired', async () => {
    const user = await phoneCustomer('9161000003');
    const seen = (await inboxOf(s.app, user.phone)).length;
    await sendCode(user, '9161000003');
    const { code } = await nextMessage(s.app, user.phone, seen);
    s.clock.offsetMs = 6 * 60 * 1000;
    try {
      const res = await post(user, '/check-code/nord', { code });
      expect(res.json()).toMatchObject({ reason: 'code_expired', field: 'code' });
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it("another customer's phone or code is refused; no SMS leaves", async () => {
    const owner = await phoneCustomer('9161000004');
    const other = await phoneCustomer('9161000005');
    const fast = await signUpFast(s.app);
    const seen = (await inboxOf(s.app, owner.phone)).length;
    const foreign = await sendCode(other, '9161000004');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ reason: 'transfer_phone_mismatch', field: 'phone' });
    const noPhone = await sendCode(fast, '9161000004');
    expect(noPhone.json()).toMatchObject({ reason: 'transfer_phone_mismatch' });
    expect(await inboxOf(s.app, owner.phone)).toHaveLength(seen);

    // The owner's code does not work for another customer.
    await sendCode(owner, '9161000004');
    const { code } = await nextMessage(s.app, owner.phone, seen);
    const stolen = await post(other, '/check-code/nord', { code });
    expect(stolen.json()).toMatchObject({ reason: 'wrong_code' });
    expect((await post(owner, '/check-code/nord', { code })).statusCode).toBe(200);
  });

  // SPEC section 4 "Phone bind": a one-click customer has no phone, so the transfer (whose code
  // goes to the bound phone) opens to them once they bind one in the office.
  it('opens to a one-click customer once they bind a phone', async () => {
    const fast = await signUpFast(s.app);
    const national = '9161000009';
    const phone = `7${national}`;
    const before = await sendCode(fast, national);
    expect(before.json()).toMatchObject({ reason: 'transfer_phone_mismatch' });

    const user = (path: string, payload: unknown) =>
      postJson(s.app, path, payload, { headers: fast.headers, remoteAddress: address() });
    const seen = (await inboxOf(s.app, phone)).length;
    const asked = await user('/web-api/user/phone/send-code', {
      'phone-number': national,
      'phone-code': '+7',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { code: bindCode } = await nextMessage(s.app, phone, seen);
    const bound = await user('/web-api/user/phone/bind', {
      'phone-number': national,
      'phone-code': '+7',
      code: bindCode,
    });
    expect(bound.statusCode, bound.body).toBe(200);

    const sent = await sendCode(fast, national);
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = await nextMessage(s.app, phone, seen + 1);
    expect((await post(fast, '/check-code/nord', { code })).statusCode).toBe(200);
  });

  it('refuses guests, unknown or same brands, bad captchas and malformed input', async () => {
    const user = await phoneCustomer('9161000006');
    expect((await post(null, '/check-code/nord', { code: '123456' })).statusCode).toBe(401);
    const unknown = await sendCode(user, '9161000006', 'nowhere');
    expect(unknown.json()).toMatchObject({ reason: 'transfer_brand_unknown' });
    const same = await sendCode(user, '9161000006', 'aurora');
    expect(same.json()).toMatchObject({ reason: 'transfer_same_brand' });
    const badCaptcha = await post(user, '/send-code/nord', {
      country_code: '+7',
      phone: '9161000006',
      captcha: '00000000-0000-0000-0000-000000000000:12345',
    });
    expect(badCaptcha.json()).toMatchObject({ reason: 'captcha_used', field: 'captcha' });
    for (const bad of [
      {},
      { country_code: '+7', phone: '9161000006' },
      { country_code: '+7', phone: 'abc', captcha: 'x' },
      { country_code: '+7', phone: '9161000006', captcha: await captcha(), extra: true },
    ]) {
      const res = await post(user, '/send-code/nord', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(user, '/send-code/NORD!', {})).statusCode).toBe(400);
    expect((await post(null, '/user-data', { redirectToken: 'short' })).statusCode).toBe(400);
    expect(
      await s.database.db
        .selectFrom('user_transfers')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);
  });
});
