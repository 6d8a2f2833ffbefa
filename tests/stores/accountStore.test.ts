import { describe, expect, it } from 'vitest';
import { AccountStore, createRootStore, type Account, type AccountDataAnswer } from '../../stores';
import { connectSessionStores } from '../../stores/sessionWiring';
import { fakeClock, flush } from '../runtime/fakeClock';
import { testConfig } from '../widgets/harness';
import { fail, ok, scriptedApi } from './fakeApi';

const account = (over: Partial<Account>): Account => ({
  id: 1,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  type: 0,
  money: 0,
  points: 0,
  label: null,
  isActive: false,
  ...over,
});

const data = (accounts: Account[]): AccountDataAnswer => ({
  balance: accounts.find((a) => a.isActive)?.money ?? 0,
  bonus: accounts.find((a) => a.type === 4)?.money ?? 0,
  all_accounts: accounts,
  is_available_first_deposit_bonus: true,
  isAccountFrozen: false,
  bonuses: [],
});

const MAIN = account({ id: 1, money: 123456, isActive: true });
const BONUS = account({ id: 2, type: 4, money: 5000 });
const USD = account({ id: 3, type: 9, iso: 'USD', symbol: '$', currencyId: 840, money: 250 });

function setup(accounts: Account[] = [MAIN, BONUS, USD]) {
  const clock = fakeClock();
  const fake = scriptedApi({ 'GET /web-api/account/data': ok(data(accounts)) });
  const store = new AccountStore({ api: fake.api, scheduler: clock, language: () => 'en' });
  return { clock, fake, store };
}

describe('AccountStore: accounts and balance', () => {
  it('loads the accounts and names main (0), bonus (4) and currency (9) accounts', async () => {
    const { store } = setup();
    expect(await store.load()).toEqual({ ok: true });
    expect(store.mainAccount?.id).toBe(1);
    expect(store.bonusAccount?.id).toBe(2);
    expect(store.currencyAccounts.map((a) => a.id)).toEqual([3]);
    expect(store.switchableAccounts.map((a) => a.id)).toEqual([1, 3]);
    expect(store.activeAccount?.id).toBe(1);
    expect(store.isAvailableFirstDepositBonus).toBe(true);
  });

  it('formats the balance from minor units with the currency', async () => {
    const { store } = setup();
    expect(store.balance).toBe('');
    await store.load();
    expect(store.balance).toBe('1\u202f234.56\u00a0₽');
    expect(store.bonus).toBe('50.00\u00a0₽');
    expect(store.format(USD.money, USD)).toBe('2.50\u00a0$');
  });

  it('keeps the error of a failed load as a value', async () => {
    const { store, fake } = setup();
    fake.on('GET /web-api/account/data', fail(500, 'db down'));
    expect(await store.load()).toMatchObject({ ok: false, message: 'db down' });
    expect(store.error).toBe('db down');
    expect(store.isLoaded).toBe(false);
  });
});

describe('AccountStore: account update repeats (SPEC 4)', () => {
  it('setActive reloads every 2500 ms until the account is active, at most 5 times', async () => {
    const { store, fake, clock } = setup();
    fake.on('POST /web-api/account/active', ok({ success: true }));
    let loads = 0;
    fake.on('GET /web-api/account/data', () => {
      loads += 1;
      // The change shows on the third load.
      const active = loads >= 3 ? 3 : 1;
      return ok(data([MAIN, BONUS, USD].map((a) => ({ ...a, isActive: a.id === active }))));
    });
    const done = store.setActive(3);
    await flush();
    expect(store.isChangedProcess.change).toBe(true);
    expect(loads).toBe(1);
    await clock.advance(2499);
    expect(loads).toBe(1);
    await clock.advance(1);
    expect(loads).toBe(2);
    await clock.advance(2500);
    expect(await done).toEqual({ ok: true });
    expect(loads).toBe(3);
    expect(store.activeAccount?.id).toBe(3);
    expect(store.isChangedProcess.change).toBe(false);
    expect(fake.calls.find((c) => c.path === '/web-api/account/active')?.body).toEqual({ id: 3 });
  });

  it('stops after 5 loads when the condition never holds', async () => {
    const { store, fake, clock } = setup();
    fake.on('POST /web-api/account/active', ok({ success: true }));
    const done = store.setActive(3);
    for (let step = 0; step < 10; step++) {
      await flush();
      await clock.advance(2500);
    }
    expect(await done).toEqual({ ok: true });
    expect(fake.count('GET /web-api/account/data')).toBe(5);
  });

  it('addCurrency repeats every 1000 ms until the currency account appears', async () => {
    const { store, fake, clock } = setup([MAIN, BONUS]);
    fake.on('POST /web-api/account/currency', ok({ success: true }));
    let loads = 0;
    fake.on('GET /web-api/account/data', () =>
      ok(data(++loads >= 2 ? [MAIN, BONUS, USD] : [MAIN, BONUS])),
    );
    const done = store.addCurrency(840);
    await flush();
    await clock.advance(999);
    expect(loads).toBe(1);
    await clock.advance(1);
    expect(await done).toEqual({ ok: true, scoreId: null });
    expect(store.currencyAccounts.map((a) => a.currencyId)).toEqual([840]);
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ currency_id: 840 });
  });

  it("addCurrency reads the answer's wallet (SPEC 3 currency_id, score_id) and waits for that account", async () => {
    const OLD_USD = account({ ...USD, id: 5 });
    const { store, fake, clock } = setup([MAIN, BONUS]);
    fake.on(
      'POST /web-api/account/currency',
      ok({ success: true, account_id: 3, wallet: { currency_id: 840, score_id: 3 } }),
    );
    let loads = 0;
    // A stale read still shows another USD account first: only account 3 ends the repeats.
    fake.on('GET /web-api/account/data', () =>
      ok(data(++loads >= 2 ? [MAIN, BONUS, USD] : [MAIN, BONUS, OLD_USD])),
    );
    const done = store.addCurrency(840);
    await flush();
    expect(loads).toBe(1);
    await clock.advance(1000);
    expect(await done).toEqual({ ok: true, scoreId: 3 });
    expect(loads).toBe(2);
    expect(store.currencyAccounts.map((a) => a.id)).toEqual([3]);
  });

  it('removeCurrency returns success false with the server message and does not reload', async () => {
    const { store, fake } = setup();
    fake.on(
      'DELETE /web-api/account/currency/3',
      ok({ success: false, message: 'the account holds money' }),
    );
    expect(await store.removeCurrency(3)).toEqual({
      ok: false,
      message: 'the account holds money',
      status: 200,
      reason: 'bad_request',
    });
    expect(fake.count('GET /web-api/account/data')).toBe(0);
    expect(store.isChangedProcess.delete).toBe(false);
  });
});

describe('AccountStore: payments', () => {
  it('deposit posts minor units and the language and returns the provider page', async () => {
    const { store, fake } = setup();
    fake.on(
      'POST /web-api/payments/deposit',
      ok({ payment_id: 17, redirect_url: '/sandbox-pay/17?sig=x' }),
    );
    expect(await store.deposit(50000)).toEqual({
      ok: true,
      paymentId: '17',
      redirectUrl: '/sandbox-pay/17?sig=x',
    });
    expect(fake.calls[0]?.body).toEqual({ amount: 50000, lng: 'en' });
  });

  it('withdraw returns the status, reloads the balance, and passes refusals through', async () => {
    const { store, fake } = setup();
    fake.on('POST /web-api/payments/withdraw', ok({ payment_id: 18, status: 'pending' }));
    expect(await store.withdraw(1000, 1)).toEqual({ ok: true, paymentId: '18', status: 'pending' });
    expect(fake.calls[0]?.body).toEqual({ amount: 1000, account_id: 1, lng: 'en' });
    await flush();
    expect(fake.count('GET /web-api/account/data')).toBe(1);
    fake.on(
      'POST /web-api/payments/withdraw',
      fail(400, 'insufficient funds', { error: 'Bad Request', message: 'insufficient funds' }),
    );
    expect(await store.withdraw(10 ** 9)).toMatchObject({
      ok: false,
      message: 'insufficient funds',
      status: 400,
    });
  });

  it('loads a page of the payment history', async () => {
    const { store, fake } = setup();
    const entry = {
      id: 17,
      type: 'deposit' as const,
      amount: 50000,
      currency_id: 643,
      iso: 'RUB',
      status: 'success' as const,
      created_at: '2026-11-21T07:00:00Z',
    };
    fake.on('GET /web-api/office/payments/history', ok({ entities: [entry], total_count: 21 }));
    expect(await store.loadHistory(2, true)).toEqual({ ok: true });
    expect(fake.calls[0]?.path).toBe(
      '/web-api/office/payments/history?pageNumber=2&isIncludeArchive=true',
    );
    expect(store.history).toEqual([entry]);
    expect(store.historyTotalCount).toBe(21);
    expect(store.historyPageNumber).toBe(2);
    expect(store.historyIncludeArchive).toBe(true);
  });

  it('after a payment reloads until that payment is final', async () => {
    const { store, fake, clock } = setup();
    let historyLoads = 0;
    fake.on('GET /web-api/office/payments/history', () =>
      ok({
        entities: [
          {
            id: 17,
            type: 'deposit',
            amount: 100,
            currency_id: 643,
            iso: 'RUB',
            status: ++historyLoads >= 2 ? 'success' : 'pending',
            created_at: '2026-11-21T07:00:00Z',
          },
        ],
        total_count: 1,
      }),
    );
    const done = store.refreshAfterPayment('17');
    await flush();
    await clock.advance(2500);
    expect(await done).toBe(true);
    expect(historyLoads).toBe(2);
  });
});

describe('AccountStore: the balance after a payment', () => {
  it('reads the balance after the payment shows final, so a credit between the reads is not missed', async () => {
    const { store, fake } = setup();
    // The callback credits the account and marks the payment final in one transaction: until the
    // history has been read the account shows the old balance, after it the new one.
    let credited = false;
    fake.on('GET /web-api/account/data', () =>
      ok(data([account({ id: 1, money: credited ? 50_000 : 0, isActive: true })])),
    );
    fake.on('GET /web-api/office/payments/history', () => {
      credited = true;
      return ok({
        entities: [
          {
            id: 18,
            type: 'deposit',
            amount: 50_000,
            currency_id: 643,
            iso: 'RUB',
            status: 'success',
            created_at: '2026-11-21T07:00:00Z',
          },
        ],
        total_count: 1,
      });
    });
    expect(await store.refreshAfterPayment('18')).toBe(true);
    expect(store.mainAccount?.money).toBe(50_000);
  });
});

describe('connectSessionStores', () => {
  it('loads account and user config on sign-in and forgets them on sign-out', async () => {
    const fake = scriptedApi({
      'GET /web-api/account/data': ok(data([MAIN])),
      'GET /web-api/user/config': ok({ protection_level: 40 }),
    });
    const root = createRootStore({ api: fake.api, config: testConfig() });
    const stop = connectSessionStores(root);
    expect(fake.calls).toHaveLength(0);
    root.session.setUser({ isAuthenticated: true, userId: 5, banLevel: 0, isTermsChanged: false });
    await flush();
    expect(root.account.mainAccount?.id).toBe(1);
    expect(root.userConfig.protectionClass).toBe('normal');
    root.session.becomeGuest();
    expect(root.account.accounts).toEqual([]);
    expect(root.userConfig.config).toBeNull();
    stop();
  });
});
