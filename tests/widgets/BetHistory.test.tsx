import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import BetHistory from '../../widgets/BetHistory/BetHistory';
import { noSlots } from './harness';
import {
  betsSetup,
  bookedCoupon,
  bookedLeg,
  historyAnswer,
  historyI18n,
  historyQueries,
  renderWithQueries,
} from './betsHarness';

const HISTORY = 'GET /web-api/bets/history';
const row = (id: number) => screen.getByTestId(`bet-history-row-${id}`);

function renderHistory(stores: Parameters<typeof renderWithQueries>[1]['stores'], lng = 'en') {
  return renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores, lng });
}

describe('BetHistory widget', () => {
  it('shows each coupon of the server answer as a row: number, date, type, stake, odds, win, status', async () => {
    const { api, stores } = betsSetup();
    api.on(
      HISTORY,
      historyAnswer([
        bookedCoupon(700000001),
        bookedCoupon(700000002, {
          status: 'won',
          payout: 337.5,
          settledAt: '2030-01-02T00:00:00Z',
        }),
        bookedCoupon(700000003, {
          typeId: 2,
          systemValue: 2,
          legs: [bookedLeg(1, { blockId: 0 }), bookedLeg(2), bookedLeg(3), bookedLeg(4)],
        }),
        bookedCoupon(700000004, { typeId: 0, status: 'lost', payout: 0, legs: [bookedLeg(5)] }),
      ]),
    );
    renderHistory(stores);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bet history' })).toBeTruthy();
    const open = await screen.findByTestId('bet-history-row-700000001');
    const cells = within(open)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(within(open).getByRole('rowheader').textContent).toBe('№ 700000001');
    expect(cells.slice(0, 6)).toEqual([
      '01/01/2030, 12:30', // 09:30 UTC in the default time zone, UTC+3
      'Express',
      '150.00\u00a0₽',
      '2.25',
      'Possible win 337.50\u00a0₽',
      'Open',
    ]);
    expect(row(700000002).textContent).toContain('Payout 337.50\u00a0₽');
    expect(row(700000002).textContent).toContain('Won');
    // A system of 3 legs besides the banker, 2 a combination.
    expect(row(700000003).textContent).toContain('System 2 of 3');
    expect(row(700000004).textContent).toContain('Single');
    expect(row(700000004).textContent).toContain('Lost');
    expect(historyQueries(api)).toEqual([
      { period: 'all', status: 'all', page: '1', pageSize: '20', product: 'all', lng: 'en' },
    ]);
  });

  it('sends the chosen period, status and type, and starts again at page 1', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, (call) => {
      const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
      return historyAnswer([bookedCoupon(700000000 + page)], 60, page);
    });
    renderHistory(stores);
    await screen.findByTestId('bet-history-row-700000001');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('bet-history-row-700000002');

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7d' } });
    await screen.findByTestId('bet-history-row-700000001');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    fireEvent.change(screen.getByLabelText('Bet type'), { target: { value: '0' } });
    await waitFor(() => expect(historyQueries(api)).toHaveLength(5));
    fireEvent.change(screen.getByLabelText('Bet type'), { target: { value: 'all' } });
    await waitFor(() => expect(historyQueries(api)).toHaveLength(6));

    expect(historyQueries(api).map((q) => [q.period, q.status, q.type, q.page])).toEqual([
      ['all', 'all', undefined, '1'],
      ['all', 'all', undefined, '2'],
      ['7d', 'all', undefined, '1'],
      ['7d', 'won', undefined, '1'],
      ['7d', 'won', '0', '1'],
      ['7d', 'won', undefined, '1'],
    ]);
    expect((screen.getByLabelText('Bet type') as HTMLSelectElement).value).toBe('all');
  });

  it('pages through the history with previous and next', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, (call) => {
      const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
      return historyAnswer([bookedCoupon(700000000 + page)], 45, page);
    });
    renderHistory(stores);
    await screen.findByTestId('bet-history-row-700000001');
    const pages = screen.getByRole('navigation', { name: 'Pages of the bet history' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('bet-history-row-700000002');
    expect(screen.queryByTestId('bet-history-row-700000001')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('bet-history-row-700000003');
    expect(within(pages).getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    // Page 1 again comes from the cache while it is asked for anew.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous' }));
    await screen.findByTestId('bet-history-row-700000001');
    expect(historyQueries(api).map((q) => q.page)).toEqual(['1', '2', '3', '2', '1']);
  });

  it("asks for the legs' names in the page language, and again when the language changes", async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, (call) => {
      const lng = new URLSearchParams(call.path.split('?')[1]).get('lng') ?? 'none';
      return historyAnswer([
        bookedCoupon(700000001, {
          legs: [bookedLeg(101, { marketName: `${lng}: market`, outcomeName: `${lng}: outcome` })],
        }),
      ]);
    });
    const i18n = historyI18n('en');
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores, i18n });
    fireEvent.click(await screen.findByRole('button', { name: 'Show bets (1)' }));
    expect(screen.getByTestId('coupon-leg-101').textContent).toContain('en: market');

    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() =>
      expect(screen.getByTestId('coupon-leg-101').textContent).toContain('ar: market'),
    );
    expect(screen.getByTestId('coupon-leg-101').textContent).toContain('ar: outcome');
    expect(historyQueries(api).map((q) => q.lng)).toEqual(['en', 'ar']);
  });

  it('asks again every 10 s while coupons are open, and reads the balance again once one settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, stores } = betsSetup();
      let settled = false;
      api.on(HISTORY, () =>
        historyAnswer([bookedCoupon(700000001, settled ? { status: 'won', payout: 337.5 } : {})]),
      );
      renderHistory(stores);
      await waitFor(() => expect(row(700000001).textContent).toContain('Open'));
      const accountReads = api.callsTo('GET /web-api/account/data').length;

      settled = true;
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(row(700000001).textContent).toContain('Won'));
      await waitFor(() =>
        expect(api.callsTo('GET /web-api/account/data').length).toBe(accountReads + 1),
      );

      // Nothing open on the page: no more asking.
      const asked = api.callsTo(HISTORY).length;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(api.callsTo(HISTORY).length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a row to its legs and the printable coupon link, and closes it again', async () => {
    const { api, stores } = betsSetup();
    api.on(
      HISTORY,
      historyAnswer([
        bookedCoupon(700000001, {
          legs: [
            bookedLeg(101, { result: 'won', coef: 1.8 }),
            bookedLeg(201, { isLive: true, outcomeName: 'Total over 2.5', marketName: 'Total' }),
          ],
        }),
      ]),
    );
    renderHistory(stores);
    const toggle = await screen.findByRole('button', { name: 'Show bets (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Bets of coupon № 700000001' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide bets (2)');
    const legs = screen.getByRole('table', { name: 'Bets of coupon № 700000001' });
    expect(toggle.getAttribute('aria-controls')).toBe(legs.closest('tr')!.id);
    const first = within(legs).getByTestId('coupon-leg-101');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Home 101 — Away 10101/01, 03:00', 'Match result', 'Home 101', '1.80', 'Won']);
    const second = within(legs).getByTestId('coupon-leg-201');
    expect(second.textContent).toContain('Live');
    expect(second.textContent).toContain('Total over 2.5');
    expect(second.textContent).toContain('Not settled');
    const print = screen.getByRole('link', { name: 'Printable coupon № 700000001' });
    expect(print.getAttribute('href')).toBe('/en/print-coupon/700000001');

    fireEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Bets of coupon № 700000001' })).toBeNull();
  });

  it('tells, in the opened row, the coupon code a coupon was loaded from (SPEC 3 refId)', async () => {
    const { api, stores } = betsSetup();
    api.on(
      HISTORY,
      historyAnswer([
        bookedCoupon(700000001, { refId: 'ABCD2345' }),
        bookedCoupon(700000002, { refId: null }),
      ]),
    );
    renderHistory(stores);
    const toggles = await screen.findAllByRole('button', { name: /Show bets/ });
    for (const toggle of toggles) fireEvent.click(toggle);
    const refs = screen.getAllByTestId('bet-history-ref-id');
    expect(refs.map((r) => r.textContent)).toEqual(['Loaded from coupon code ABCD2345']);
  });

  it('says when the history could not be loaded, and tries again', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, { status: 500, message: 'boom' });
    renderHistory(stores);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The bet history could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();

    api.on(HISTORY, historyAnswer([bookedCoupon(700000001)]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('bet-history-row-700000001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows loading, then that there are no bets, or none under the filters', async () => {
    const { api, stores } = betsSetup();
    let answer: (value: unknown) => void = () => undefined;
    api.getJson = (path) => {
      api.calls.push({ method: 'GET', path });
      return new Promise((resolve) => {
        answer = (data) => resolve({ ok: true, data } as never);
      });
    };
    renderHistory(stores);
    expect(screen.getByRole('status').textContent).toBe('Loading your bets…');
    answer({ items: [], total: 0, page: 1, pageSize: 20 });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You have no bets yet.'),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    // A next step: the line and live.
    expect(
      screen.getByRole('link', { name: 'Bet on upcoming matches' }).getAttribute('href'),
    ).toMatch(/\/line$/);
    expect(screen.getByRole('link', { name: 'Bet live' }).getAttribute('href')).toMatch(/\/live$/);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'void' } });
    answer({ items: [], total: 0, page: 1, pageSize: 20 });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No bets match these filters.'),
    );
    // Filtered to nothing: the filters are the way on, not the line.
    expect(screen.queryByRole('link', { name: 'Bet live' })).toBeNull();
  });

  it('asks nothing for a guest', async () => {
    const { api, stores } = betsSetup({ signedIn: false });
    renderHistory(stores);
    await Promise.resolve();
    expect(api.callsTo(HISTORY)).toEqual([]);
  });

  it('words statuses and filters from the dictionary of the page language', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, historyAnswer([bookedCoupon(700000001)]));
    renderHistory(stores, 'ru');
    const open = await screen.findByTestId('bet-history-row-700000001');
    expect(open.textContent).toContain('Не рассчитан');
    expect(open.textContent).toContain('Экспресс');
    expect(screen.getByLabelText('Период')).toBeTruthy();
  });
});
