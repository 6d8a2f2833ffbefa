import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import DepositForm from '../../widgets/DepositForm/DepositForm';
import WithdrawForm from '../../widgets/WithdrawForm/WithdrawForm';
import BonusList from '../../widgets/BonusList/BonusList';
import type { BonusView } from '../../domain/bonus/contract';
import PaymentHistory from '../../widgets/PaymentHistory/PaymentHistory';
import PaymentResult from '../../widgets/PaymentResult/PaymentResult';
import { leaveAppFor } from '../../widgets/shared/pageNavigation';
import { noSlots } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
  type ScriptedApi,
} from './customerHarness';

vi.mock('../../widgets/shared/pageNavigation', () => ({ leaveAppFor: vi.fn() }));

afterEach(() => vi.mocked(leaveAppFor).mockClear());

function signedIn(api: ScriptedApi) {
  api.on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
  const stores = customerStores(api);
  signIn(stores);
  return stores;
}

const entry = (id: number, type: 'deposit' | 'withdraw', amount: number, status: string) => ({
  id,
  type,
  amount,
  currency_id: 643,
  iso: 'RUB',
  status,
  created_at: '2026-11-21T07:00:00.000Z',
});

describe('DepositForm (office/recharge)', () => {
  it('shows why deposits are closed when the rights call says so (SPEC section 7 rights)', async () => {
    const api = scriptedApi().on('GET /web-api/user/rights', {
      data: {
        bet: false,
        deposit: false,
        withdraw: true,
        casino: false,
        reason: 'terms_changed',
        until: null,
        needsIdentification: false,
      },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<DepositForm props={{}} slots={noSlots} path="p" />, { api, stores });
    expect(
      await screen.findByText('Please confirm the updated terms to make a deposit.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to payment' })).toBeNull();
  });

  it('sends the amount in minor units and goes to the provider page', async () => {
    const api = scriptedApi().on('POST /web-api/payments/deposit', {
      data: { payment_id: 77, redirect_url: '/sandbox-pay/77' },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<DepositForm props={{}} slots={noSlots} path="p" />, { api, stores });
    expect(screen.getByText('Balance: 1 500.50 ₽') /* spaces normalized */).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount to deposit, RUB'), {
      target: { value: '150,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('/sandbox-pay/77'));
    expect(api.callsTo('POST /web-api/payments/deposit')[0]!.body).toMatchObject({
      amount: 15050,
    });
  });

  it('sends the team-cash method when chosen, and no method for a card', async () => {
    const api = scriptedApi().on('POST /web-api/payments/deposit', {
      data: { payment_id: 78, redirect_url: '/sandbox-pay/78' },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<DepositForm props={{}} slots={noSlots} path="p" />, { api, stores });
    fireEvent.change(screen.getByLabelText('Amount to deposit, RUB'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/payments/deposit')).toHaveLength(1));
    expect(api.callsTo('POST /web-api/payments/deposit')[0]!.body).not.toHaveProperty('method');
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'team_cash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(api.callsTo('POST /web-api/payments/deposit')).toHaveLength(2));
    expect(api.callsTo('POST /web-api/payments/deposit')[1]!.body).toMatchObject({
      amount: 10000,
      method: 'team_cash',
    });
  });

  it('refuses an amount that is not a positive sum, without calling the server', async () => {
    const api = scriptedApi();
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<DepositForm props={{}} slots={noSlots} path="p" />, { api, stores });
    for (const bad of ['', '0', '-5', '1.234', 'ten']) {
      fireEvent.change(screen.getByLabelText('Amount to deposit, RUB'), {
        target: { value: bad },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter a positive amount.');
    }
    expect(api.callsTo('POST /web-api/payments/deposit')).toHaveLength(0);
    expect(screen.getByLabelText('Amount to deposit, RUB').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('WithdrawForm (office/deduce)', () => {
  it('words a server refusal without a finer reason as the payment failing, not its message', async () => {
    const api = scriptedApi().on('POST /web-api/payments/withdraw', {
      status: 400,
      message: 'amount: insufficient funds for this withdrawal',
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    fireEvent.change(screen.getByLabelText('Amount to withdraw, RUB'), {
      target: { value: '99999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment could not be created.',
    );
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('shows the status of a request the provider handles without its page', async () => {
    const api = scriptedApi().on('POST /web-api/payments/withdraw', {
      data: { payment_id: 8, status: 'pending' },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    fireEvent.change(screen.getByLabelText('Amount to withdraw, RUB'), {
      target: { value: '40' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The withdrawal request is being processed.',
    );
    expect(api.callsTo('POST /web-api/payments/withdraw')[0]!.body).toMatchObject({
      amount: 4000,
    });
  });

  it('goes to the provider page when the provider asks for it', async () => {
    const api = scriptedApi().on('POST /web-api/payments/withdraw', {
      data: { payment_id: 9, status: 'created', redirect_url: '/sandbox-pay/9' },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    fireEvent.change(screen.getByLabelText('Amount to withdraw, RUB'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('/sandbox-pay/9'));
  });
});

const bonus = (overrides: Partial<BonusView>): BonusView => ({
  id: '1',
  source: 'first_deposit',
  product: 'sports',
  kind: 'bonus',
  status: 'active',
  amount: 40_000,
  currencyId: 643,
  required: 120_000,
  wagered: 0,
  percent: 0,
  remaining: 120_000,
  minOdds: 1.5,
  gameWeights: null,
  promoCode: null,
  creditedAt: '2026-11-20T07:00:00.000Z',
  expiresAt: '2026-12-20T07:00:00.000Z',
  endedAt: null,
  couponId: null,
  ...overrides,
});

describe('WithdrawForm and an active first-deposit bonus', () => {
  it('warns before the customer confirms that the bonus being wagered will be forfeited', async () => {
    const api = scriptedApi().on('GET /web-api/office/bonuses', {
      data: {
        bonuses: [
          bonus({ id: '3' }),
          // A cashback bonus is not forfeited by a withdrawal: not counted in the warning.
          bonus({ id: '4', source: 'cashback', product: 'casino', amount: 5_000 }),
        ],
      },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    const warning = await screen.findByTestId('withdraw-bonus-warning');
    expect(warning.textContent?.replace(/\s/g, ' ')).toBe(
      'You have a first deposit bonus that is still being wagered (400.00 ₽). If you withdraw now, the bonus will be forfeited.',
    );
    // It stands before the button that confirms.
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(warning.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing when no deposit bonus is being wagered', async () => {
    const api = scriptedApi().on('GET /web-api/office/bonuses', {
      data: { bonuses: [bonus({ status: 'completed' }), bonus({ id: '2', status: 'forfeited' })] },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    await waitFor(() => expect(api.callsTo('GET /web-api/office/bonuses')).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('withdraw-bonus-warning')).toBeNull();
  });
  it("asks nothing of a banned customer's bonuses (the server refuses them with 403)", async () => {
    const api = scriptedApi().on('GET /web-api/office/bonuses', { data: { bonuses: [bonus({})] } });
    const stores = signedIn(api);
    stores.session.setUser({ ...stores.session.user, banLevel: 2 });
    await stores.account.load();
    renderCustomerWidget(<WithdrawForm props={{}} slots={noSlots} path="p" />, { api, stores });
    await screen.findByRole('button', { name: 'Withdraw' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.callsTo('GET /web-api/office/bonuses')).toEqual([]);
    expect(screen.queryByTestId('withdraw-bonus-warning')).toBeNull();
  });
});

describe('BonusList (office/bonuses/wager)', () => {
  it('shows a bonus a withdrawal forfeited next to the ones being wagered, in words', async () => {
    const api = scriptedApi().on('GET /web-api/office/bonuses', {
      data: {
        bonuses: [
          bonus({ id: '5', source: 'cashback', product: 'casino', required: 5_000, amount: 5_000 }),
          bonus({ id: '3', status: 'forfeited', endedAt: '2026-11-22T09:30:00.000Z' }),
          bonus({ id: '2', status: 'completed' }),
        ],
      },
    });
    const stores = signedIn(api);
    await stores.account.load();
    renderCustomerWidget(<BonusList props={{ view: 'wager' }} slots={noSlots} path="p" />, {
      api,
      stores,
    });
    const cards = await screen.findAllByTestId('bonus-card');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['active', 'forfeited']);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Casino cashback');
    expect(within(cards[1]!).getByTestId('bonus-forfeited').textContent).toMatch(
      /^Forfeited on .+: you requested a withdrawal before the wagering was complete/,
    );
    expect(within(cards[1]!).queryByTestId('bonus-progress')).toBeNull();
  });
});

describe('PaymentHistory (office/historypay)', () => {
  it('lists deposits and withdrawals with amounts from minor units, pages and the archive switch', async () => {
    const page = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        entry(i + 1, i % 2 ? 'withdraw' : 'deposit', 10000, 'success'),
      );
    const api = scriptedApi().on('GET /web-api/office/payments/history', (call) => {
      const query = new URLSearchParams(call.path.split('?')[1]);
      return {
        data: { entities: query.get('pageNumber') === '3' ? page(5) : page(20), total_count: 45 },
      };
    });
    const stores = signedIn(api);
    renderCustomerWidget(<PaymentHistory props={{}} slots={noSlots} path="p" />, { api, stores });
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(20));
    const first = screen.getAllByTestId('payment-row')[0]!;
    expect(within(first).getByText('Deposit')).toBeTruthy();
    expect(within(first).getByText('100.00 ₽')).toBeTruthy();
    expect(within(first).getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-row')).toHaveLength(5));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Include the archive'));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    const paths = api.callsTo('GET /web-api/office/payments/history').map((c) => c.path);
    expect(paths).toEqual([
      '/web-api/office/payments/history?pageNumber=1&isIncludeArchive=false',
      '/web-api/office/payments/history?pageNumber=2&isIncludeArchive=false',
      '/web-api/office/payments/history?pageNumber=3&isIncludeArchive=false',
      '/web-api/office/payments/history?pageNumber=1&isIncludeArchive=true',
    ]);
  });

  it('says so when there are no payments', async () => {
    const api = scriptedApi().on('GET /web-api/office/payments/history', {
      data: { entities: [], total_count: 0 },
    });
    const stores = signedIn(api);
    renderCustomerWidget(<PaymentHistory props={{}} slots={noSlots} path="p" />, { api, stores });
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/en/office/recharge',
    );
  });
});

/** The result widget under the routes of schemas/routes.json, so it reads the `result` param. */
function resultRoute(operation: 'deposit' | 'withdraw') {
  const element = <PaymentResult props={{ operation }} slots={noSlots} path="p" />;
  return (
    <Routes>
      <Route path="/:lng/payment/:result" element={element} />
      <Route path="/:lng/payment/withdraw/:result" element={element} />
    </Routes>
  );
}

describe('PaymentResult (payment/{result}, payment/withdraw/{result})', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('titles the outcome and reloads the balance until the late callback settles the payment', async () => {
    let status = 'created';
    const api = scriptedApi()
      .on('GET /web-api/office/payments/history', () => ({
        data: { entities: [entry(31, 'deposit', 10000, status)], total_count: 1 },
      }))
      .on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
    const stores = customerStores(api);
    signIn(stores);
    renderCustomerWidget(resultRoute('deposit'), {
      api,
      stores,
      url: '/en/payment/success?paymentId=31',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit successful');
    await waitFor(() => expect(api.callsTo('GET /web-api/account/data').length).toBe(1));
    expect(screen.getByText('Payment number: 31')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(api.callsTo('GET /web-api/account/data')).toHaveLength(2);
    status = 'success';
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(api.callsTo('GET /web-api/account/data')).toHaveLength(3);
    expect(screen.getByTestId('payment-status').textContent).toBe('100.00\u00a0₽: Completed');
    // Settled: no more reloads.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo('GET /web-api/account/data')).toHaveLength(3);
  });

  it('names each withdrawal outcome and stops reloading after five attempts', async () => {
    const api = scriptedApi()
      .on('GET /web-api/office/payments/history', {
        data: { entities: [entry(32, 'withdraw', 4000, 'pending')], total_count: 1 },
      })
      .on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
    const stores = customerStores(api);
    signIn(stores);
    renderCustomerWidget(resultRoute('withdraw'), {
      api,
      stores,
      url: '/en/payment/withdraw/cancel?paymentId=32',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Withdrawal cancelled');
    expect(screen.getByText('You cancelled the payment. No money was moved.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // SPEC section 4: the account update repeats up to 5 times.
    expect(api.callsTo('GET /web-api/account/data')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Payment history' }).getAttribute('href')).toBe(
      '/en/office/historypay',
    );
  });
});
