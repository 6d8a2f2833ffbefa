// Back from the provider's page, the header balance must end on the balance after the payment's
// money moved. Two reads race there: the header's own account read, sent when the page loaded
// (before the callback credited the account), and the result page's reads after the payment shows
// final. Whatever order their answers arrive in, the newest read wins.
import { describe, expect, it } from 'vitest';
import { AccountStore, type Account, type AccountDataAnswer } from '../../stores';
import type { ApiResult } from '../../runtime/api';
import { fakeClock, flush } from '../runtime/fakeClock';
import { ok, scriptedApi } from './fakeApi';

const main = (money: number): Account => ({
  id: 1,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 643,
  type: 0,
  money,
  points: 0,
  label: null,
  isActive: true,
});

const data = (money: number): AccountDataAnswer => ({
  balance: money,
  bonus: 0,
  all_accounts: [main(money)],
  is_available_first_deposit_bonus: false,
  isAccountFrozen: false,
  bonuses: [],
});

const finalDeposit = {
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
};

describe('AccountStore: the balance after a payment', () => {
  it('keeps the newer balance when an account read sent before the credit answers last', async () => {
    let credited = false;
    const held: ((answer: ApiResult<unknown>) => void)[] = [];
    const fake = scriptedApi({
      // The first read is slow: it answers with what it read, before the credit, only later.
      'GET /web-api/account/data': () => {
        const snapshot = data(credited ? 50_000 : 0);
        if (held.length === 0 && !credited) {
          return new Promise<ApiResult<unknown>>((resolve) => held.push(resolve)).then(() =>
            ok(snapshot),
          );
        }
        return ok(snapshot);
      },
      'GET /web-api/office/payments/history': () => {
        credited = true;
        return ok(finalDeposit);
      },
    });
    const store = new AccountStore({ api: fake.api, scheduler: fakeClock() });

    const headerRead = store.load();
    expect(await store.refreshAfterPayment('18')).toBe(true);
    expect(store.balanceMinor).toBe(50_000);
    held[0]!(ok(null));
    await headerRead;
    expect(store.balanceMinor).toBe(50_000);
    expect(store.mainAccount?.money).toBe(50_000);
    expect(store.loading).toBe(false);
  });

  it('stops following a payment once told to, and reads nothing more', async () => {
    const clock = fakeClock();
    const fake = scriptedApi({
      'GET /web-api/account/data': ok(data(0)),
      'GET /web-api/office/payments/history': ok({
        entities: [{ ...finalDeposit.entities[0], status: 'pending' }],
        total_count: 1,
      }),
    });
    const store = new AccountStore({ api: fake.api, scheduler: clock });
    const stop = new AbortController();
    const following = store.refreshAfterPayment('18', stop.signal);
    await flush();
    await clock.advance(2500);
    await flush();
    expect(fake.count('GET /web-api/account/data')).toBe(2);
    stop.abort();
    await clock.advance(60_000);
    expect(await following).toBe(false);
    expect(fake.count('GET /web-api/account/data')).toBe(2);
  });
});
