import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import PrintCoupon from '../../widgets/PrintCoupon/PrintCoupon';
import { routeTableMatches } from '../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../runtime/schema/types';
import routes from '../../schemas/routes.json';
import type { RootStore } from '../../stores';
import { noSlots } from './harness';
import { betsSetup, bookedCoupon, bookedLeg, historyI18n, renderWithQueries } from './betsHarness';

const COUPON = 'GET /web-api/coupon/700000001';

function renderPrint(stores: RootStore, couponId = '700000001') {
  return renderWithQueries(
    <Routes>
      <Route
        path="/:lng/print-coupon/:couponId"
        element={<PrintCoupon props={{}} slots={noSlots} path="" />}
      />
    </Routes>,
    { stores, url: `/en/print-coupon/${couponId}` },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PrintCoupon widget', () => {
  it('lays out the coupon: number, date, type, stake, odds, possible win, status and legs', async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, {
      data: bookedCoupon(700000001, { legs: [bookedLeg(101, { result: 'won' }), bookedLeg(201)] }),
    });
    renderPrint(stores);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coupon № 700000001');
    expect(screen.getByRole('status').textContent).toBe('Loading the coupon…');

    await screen.findByRole('button', { name: 'Print' });
    const facts = [...document.querySelectorAll('.print-coupon__fact')].map((f) => f.textContent);
    expect(facts).toEqual([
      'Placed01/01/2030, 12:30',
      'Bet typeExpress',
      'Stake150.00\u00a0₽',
      'Odds2.25',
      'Possible win337.50\u00a0₽',
      'StatusOpen',
    ]);
    const legs = screen.getByRole('table', { name: 'Bets of coupon № 700000001' });
    expect(within(legs).getAllByRole('row')).toHaveLength(3);
    expect(within(legs).getByTestId('coupon-leg-101').textContent).toContain('Won');
    expect(screen.getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe(
      '/en/office/history',
    );
    expect(api.callsTo(COUPON)).toHaveLength(1);
  });

  it("asks for the legs' names in the page language, and again when it changes", async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, (call) => {
      const lng = new URLSearchParams(call.path.split('?')[1]).get('lng') ?? 'none';
      return {
        data: bookedCoupon(700000001, { legs: [bookedLeg(101, { marketName: `${lng}: market` })] }),
      };
    });
    const i18n = historyI18n('ru');
    renderWithQueries(
      <Routes>
        <Route
          path="/:lng/print-coupon/:couponId"
          element={<PrintCoupon props={{}} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, i18n, lng: 'ru', url: '/ru/print-coupon/700000001' },
    );
    expect((await screen.findByTestId('coupon-leg-101')).textContent).toContain('ru: market');
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(screen.getByTestId('coupon-leg-101').textContent).toContain('en: market'),
    );
    expect(api.callsTo(COUPON).map((c) => c.path)).toEqual([
      '/web-api/coupon/700000001?lng=ru',
      '/web-api/coupon/700000001?lng=en',
    ]);
  });

  it('shows a settled coupon with its payout and when it was settled', async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, {
      data: bookedCoupon(700000001, {
        status: 'won',
        payout: 337.5,
        settledAt: '2030-01-02T18:00:00.000Z',
      }),
    });
    renderPrint(stores);
    expect(await screen.findByText('Payout')).toBeTruthy();
    const facts = [...document.querySelectorAll('.print-coupon__fact')].map((f) => f.textContent);
    expect(facts).toContain('Payout337.50\u00a0₽');
    expect(facts).toContain('StatusWon');
    expect(facts).toContain('Settled01/02/2030, 21:00');
  });

  it('prints with the Print button', async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, { data: bookedCoupon(700000001) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPrint(stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says 'not found' for another customer's or an unknown coupon (the server's 404)", async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, { status: 404, message: 'No coupon 700000001' });
    renderPrint(stores);
    expect(await screen.findByText('Coupon № 700000001 is not among your bets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the coupon could not be loaded, and tries again', async () => {
    const { api, stores } = betsSetup();
    api.on(COUPON, { status: 503, message: 'down' });
    renderPrint(stores);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The coupon could not be loaded.');
    api.on(COUPON, { data: bookedCoupon(700000001) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('asks a guest to sign in instead of asking the server', () => {
    const { api, stores } = betsSetup({ signedIn: false });
    renderPrint(stores);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coupon № 700000001');
    expect(screen.getByText('Sign in to see this coupon.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(stores.authForm.isOpen).toBe(true);
    expect(api.callsTo(COUPON)).toEqual([]);
  });

  it('is routed only for a digits-only id (SPEC section 5); anything else is the 404 page', () => {
    const table = routes as RouteTable;
    expect(routeTableMatches(table, 'print-coupon/700000001')).toBe(true);
    for (const rest of [
      'print-coupon/abc',
      'print-coupon/12a',
      'print-coupon/-1',
      'print-coupon',
    ]) {
      expect(routeTableMatches(table, rest), rest).toBe(false);
    }
  });
});
