// SPEC section 3 "Global state" partnerHasTaxes: the bet history row and the printed coupon show
// the winnings tax withheld from a taxed coupon's payout; an untaxed coupon shows none.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import BetHistory from '../../widgets/BetHistory/BetHistory';
import PrintCoupon from '../../widgets/PrintCoupon/PrintCoupon';
import { noSlots } from './harness';
import { betsSetup, bookedCoupon, historyAnswer, renderWithQueries } from './betsHarness';

const TAXED = bookedCoupon(700000002, {
  status: 'won',
  payout: 1107.5,
  tax: 142.5,
  settledAt: '2030-01-02T00:00:00Z',
});

describe('the tax withheld', () => {
  it('shows under the payout of a taxed coupon in the history, not under an untaxed one', async () => {
    const { api, stores } = betsSetup();
    api.on(
      'GET /web-api/bets/history',
      historyAnswer([
        TAXED,
        bookedCoupon(700000003, {
          status: 'won',
          payout: 337.5,
          settledAt: '2030-01-02T00:00:00Z',
        }),
      ]),
    );
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores, lng: 'en' });
    const taxed = await screen.findByTestId('bet-history-row-700000002');
    expect(taxed.querySelector('[data-testid="bet-history-tax"]')?.textContent).toBe(
      'Tax withheld 142.50\u00a0₽',
    );
    const plain = screen.getByTestId('bet-history-row-700000003');
    expect(plain.querySelector('[data-testid="bet-history-tax"]')).toBeNull();
  });

  it('is a fact of the printed coupon', async () => {
    const { api, stores } = betsSetup();
    api.on('GET /web-api/coupon/700000002', { data: TAXED });
    renderWithQueries(
      <Routes>
        <Route
          path="/:lng/print-coupon/:couponId"
          element={<PrintCoupon props={{}} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, url: '/en/print-coupon/700000002' },
    );
    await screen.findByRole('button', { name: 'Print' });
    const facts = [...document.querySelectorAll('.print-coupon__fact')].map((f) => f.textContent);
    expect(facts).toContain('Payout1\u202f107.50\u00a0₽');
    expect(facts).toContain('Tax withheld142.50\u00a0₽');
  });
});
