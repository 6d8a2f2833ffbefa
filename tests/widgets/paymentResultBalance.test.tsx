// The payment result page reloads the balance only after the server reports the payment final:
// the callback credits the account and marks the payment final in one transaction, so a balance
// read after a final status always includes the credit. Read side by side, the balance could be
// read just before the credit and the status just after, and the header stayed on the old balance.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import PaymentResult from '../../widgets/PaymentResult/PaymentResult';
import { noSlots } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
} from './customerHarness';

const MAIN_BEFORE = RUB_ACCOUNTS.all_accounts.find((a) => a.type === 0)!;

/** The account data with the main account's money `money` (minor units). */
function accountsWith(money: number) {
  return {
    ...RUB_ACCOUNTS,
    balance: money,
    all_accounts: RUB_ACCOUNTS.all_accounts.map((a) => (a.type === 0 ? { ...a, money } : a)),
  };
}

describe('PaymentResult and the balance', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('reads the balance after the payment shows final, so a credit landing between the reads is not missed', async () => {
    const credit = 10_000;
    let credited = false;
    const api = scriptedApi()
      .on('GET /web-api/account/data', () => ({
        data: accountsWith(MAIN_BEFORE.money + (credited ? credit : 0)),
      }))
      // The callback lands while the history is read: from then on the account shows the credit.
      .on('GET /web-api/office/payments/history', () => {
        credited = true;
        return {
          data: {
            entities: [
              {
                id: 41,
                type: 'deposit',
                amount: credit,
                currency_id: 643,
                iso: 'RUB',
                status: 'success',
                created_at: '2026-11-21T07:00:00.000Z',
              },
            ],
            total_count: 1,
          },
        };
      });
    const stores = customerStores(api);
    signIn(stores);
    renderCustomerWidget(
      <Routes>
        <Route
          path="/:lng/payment/:result"
          element={<PaymentResult props={{ operation: 'deposit' }} slots={noSlots} path="p" />}
        />
      </Routes>,
      { api, stores, url: '/en/payment/success?paymentId=41' },
    );
    await waitFor(() => expect(screen.getByTestId('payment-status')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(stores.account.mainAccount?.money).toBe(MAIN_BEFORE.money + credit);
  });
});
