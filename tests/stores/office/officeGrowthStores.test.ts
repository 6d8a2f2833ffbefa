import { describe, expect, it } from 'vitest';
import { AccountConversionStore } from '../../../stores/office/OfficeGrowthStores';
import { ReferralProgramStore } from '../../../stores/office/referralProgramStore';
import { UserTransferStore } from '../../../stores/office/userTransferStore';
import { fail, memoryStorage, ok, scriptedApi } from '../fakeApi';

const CONVERSION = 'GET /web-api/account/conversion';
const due = {
  status: 1,
  legacy_currency_id: 191,
  target_currency_id: 978,
  rate: 7.5345,
  accounts: [{ account_id: 5, type: 0, money: 75345, converted_money: 10000, converted: false }],
};

describe('AccountConversionStore (SPEC section 4 reminder)', () => {
  const setup = (answer = ok(due), sessionStorage = memoryStorage()) => {
    const fake = scriptedApi({ [CONVERSION]: answer });
    let refreshed = 0;
    let keys = 0;
    const store = new AccountConversionStore({
      api: fake.api,
      sessionStorage,
      newKey: () => `request-key-${++keys}`,
      refreshAccounts: async () => {
        refreshed += 1;
      },
    });
    return { store, fake, sessionStorage, refreshed: () => refreshed };
  };

  it('shows the reminder once per user per browser session', async () => {
    const { store, fake, sessionStorage } = setup();
    await store.remindOnce(42);
    expect(store.reminderOpen).toBe(true);
    store.closeReminder();
    await store.remindOnce(42);
    expect(store.reminderOpen).toBe(false);
    expect(fake.count(CONVERSION)).toBe(1);

    // A new page load in the same session: still not shown; another user: shown.
    const again = setup(ok(due), sessionStorage);
    await again.store.remindOnce(42);
    expect(again.store.reminderOpen).toBe(false);
    await again.store.remindOnce(43);
    expect(again.store.reminderOpen).toBe(true);
  });

  it('no reminder with nothing to convert, nor when the status cannot be read', async () => {
    const none = setup(ok({ ...due, status: 0, accounts: [] }));
    await none.store.remindOnce(1);
    expect(none.store.reminderOpen).toBe(false);
    const broken = setup(fail(500, 'down'));
    await broken.store.remindOnce(1);
    expect(broken.store.reminderOpen).toBe(false);
    expect(broken.store.error).toMatchObject({ ok: false, status: 500 });
  });

  it('converts with a fresh request key, then reloads the state and the balances', async () => {
    const { store, fake, refreshed } = setup();
    fake.on('POST /web-api/account/conversion', ok({ success: true, to_amount: 10000 }));
    const result = await store.convert(5);
    expect(result).toEqual({ ok: true, toAmount: 10000 });
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      account_id: 5,
      request_key: 'request-key-1',
    });
    expect(refreshed()).toBe(1);
    fake.on('POST /web-api/account/conversion', fail(409, 'done', { reason: 'conversion_done' }));
    expect(await store.convert(5)).toMatchObject({ ok: false, reason: 'conversion_done' });
  });
});

describe('ReferralProgramStore', () => {
  it('loads the stats and builds the link from the code', async () => {
    const fake = scriptedApi({
      'GET /web-api/office/referral': ok({ code: 'ABCDEFGH23', signups: 1 }),
    });
    const store = new ReferralProgramStore({ api: fake.api });
    expect(store.link('https://a.test', 'en')).toBeNull();
    expect(await store.load()).toEqual({ ok: true });
    expect(store.link('https://a.test', 'ar')).toBe('https://a.test/ar/?bf=ABCDEFGH23');
  });
});

describe('UserTransferStore (SPEC section 7)', () => {
  it('phone, then code, then the target brand URL with the token in the fragment', async () => {
    const prefix = 'POST /web-api/api/internal/v1/account/user-transfer';
    const fake = scriptedApi({
      [`${prefix}/send-code/nord`]: ok({ success: true }),
      [`${prefix}/check-code/nord`]: ok({
        redirectHost: 'nord.localhost',
        redirectPath: '/en/transfer#token=abc',
      }),
    });
    const store = new UserTransferStore({ api: fake.api });
    expect(
      await store.sendCode('nord', { countryCode: '+7', phone: '9161234567', captcha: 'id:1' }),
    ).toEqual({ ok: true });
    expect(store.step).toBe('code');
    const location = { protocol: 'http:', port: '8080' } as Location;
    expect(await store.checkCode('nord', '123456', location)).toEqual({ ok: true });
    expect(store.redirectUrl).toBe('http://nord.localhost:8080/en/transfer#token=abc');
    fake.on(`${prefix}/user-data`, fail(400, 'bad', { reason: 'transfer_token_invalid' }));
    expect(await store.receive('x')).toMatchObject({ reason: 'transfer_token_invalid' });
  });
});
