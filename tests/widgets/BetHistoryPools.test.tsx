// Toto and lotto tickets in the bet history widget: each reads in the coupons' columns (number,
// date, what it is, stake, no odds, win, status) and opens to its picks or its numbers.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TotoTicketView } from '../../domain/toto/index';
import type { LottoTicketView } from '../../domain/lotto/index';
import BetHistory from '../../widgets/BetHistory/BetHistory';
import enHistory from '../../configs/locales/en/history.json';
import enLotto from '../../configs/locales/en/lotto.json';
import { noSlots, testTranslator } from './harness';
import { betsSetup, bookedCoupon, renderWithQueries } from './betsHarness';

const HISTORY = 'GET /web-api/bets/history';

/** The history dictionary, and lotto's for the lotteries' names (the page loads both). */
function historyWithLottoI18n() {
  return testTranslator('en', { en: { history: enHistory, lotto: enLotto } });
}

function totoTicket(id: number, overrides: Partial<TotoTicketView> = {}): TotoTicketView {
  return {
    id,
    drawId: 40,
    drawNumber: 11,
    picks: [['1', 'X'], ['X'], ['2']],
    lines: 2,
    currencyId: 643,
    unitStake: 10,
    stake: 20,
    win: 170,
    status: 'won',
    correct: 3,
    placedAt: '2030-01-01T09:30:00.000Z',
    settledAt: '2030-01-01T22:00:00.000Z',
    ...overrides,
  };
}

function lottoTicket(id: number, overrides: Partial<LottoTicketView> = {}): LottoTicketView {
  return {
    id,
    drawId: 7,
    lotteryId: '6-of-45',
    drawNumber: 3,
    numbers: [3, 7, 12, 25, 33, 41],
    quickPick: true,
    currencyId: 643,
    stake: 50,
    win: 250,
    status: 'won',
    matched: 3,
    drawnNumbers: [41, 2, 7, 19, 12, 44],
    placedAt: '2030-01-01T10:00:00.000Z',
    settledAt: '2030-01-01T11:00:00.000Z',
    ...overrides,
  };
}

describe('BetHistory widget with toto and lotto tickets', () => {
  it('lists toto and lotto tickets among the coupons, each in the same columns', async () => {
    const { api, stores } = betsSetup();
    const coupon = bookedCoupon(700000001);
    api.on(HISTORY, () => ({
      data: {
        items: [coupon],
        entries: [
          { kind: 'lotto', ticket: lottoTicket(5) },
          { kind: 'toto', ticket: totoTicket(12) },
          { kind: 'coupon', coupon },
          {
            kind: 'toto',
            ticket: totoTicket(11, { status: 'open', win: 0, correct: null, settledAt: null }),
          },
        ],
        total: 4,
        page: 1,
        pageSize: 20,
      },
    }));
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, {
      stores,
      i18n: historyWithLottoI18n(),
    });

    const toto = await screen.findByTestId('toto-ticket-row-12');
    expect(within(toto).getByRole('rowheader').textContent).toBe('Toto № 12');
    expect(
      within(toto)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((c) => c.textContent),
    ).toEqual(['Toto, draw № 11', '20.00\u00a0₽', '—', 'Win 170.00\u00a0₽', 'Won']);
    const open = screen.getByTestId('toto-ticket-row-11');
    expect(within(open).getAllByRole('cell')[4]!.textContent).toBe('Win —');
    expect(within(open).getAllByRole('cell')[5]!.textContent).toBe('Open');

    const lotto = screen.getByTestId('lotto-ticket-row-5');
    expect(within(lotto).getByRole('rowheader').textContent).toBe('Lotto № 5');
    const cells = within(lotto).getAllByRole('cell');
    expect(cells[1]!.textContent).toContain('Lotto 6 of 45, draw № 3');
    expect(cells.slice(2, 6).map((c) => c.textContent)).toEqual([
      '50.00\u00a0₽',
      '—',
      'Win 250.00\u00a0₽',
      'Won',
    ]);
    // The ticket's numbers, the drawn ones marked (in words as well as in looks).
    const balls = within(cells[1]!).getAllByRole('listitem');
    expect(balls.map((b) => b.textContent)).toEqual([
      '3',
      '7 (matched)',
      '12 (matched)',
      '25',
      '33',
      '41 (matched)',
    ]);
    expect(balls.filter((b) => b.hasAttribute('data-matched'))).toHaveLength(3);

    expect(
      screen
        .getAllByRole('row')
        .map((r) => r.getAttribute('data-testid'))
        .filter(Boolean),
    ).toEqual([
      'lotto-ticket-row-5',
      'toto-ticket-row-12',
      'bet-history-row-700000001',
      'toto-ticket-row-11',
    ]);
  });

  it("opens a toto ticket to its picks per game, and a lotto ticket to the draw's numbers", async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, () => ({
      data: {
        items: [],
        entries: [
          { kind: 'toto', ticket: totoTicket(12) },
          { kind: 'lotto', ticket: lottoTicket(5) },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    }));
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, {
      stores,
      i18n: historyWithLottoI18n(),
    });

    const toto = await screen.findByTestId('toto-ticket-row-12');
    fireEvent.click(within(toto).getByRole('button', { name: 'Ticket details' }));
    const totoDetails = screen.getByText('Picks per game').closest('dl')!;
    expect(
      within(totoDetails)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['11 X', '2X', '32']);
    expect(totoDetails.textContent).toContain('Correct predictions (best line)3');

    const lotto = screen.getByTestId('lotto-ticket-row-5');
    fireEvent.click(within(lotto).getByRole('button', { name: 'Ticket details' }));
    const lottoDetails = screen.getByText('Drawn numbers').closest('dl')!;
    expect(lottoDetails.textContent).toContain('Quick pick');
    expect(lottoDetails.textContent).toContain('Matched3');
    const drawn = within(screen.getByText('Drawn numbers').nextElementSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(drawn).toEqual(['41 (matched)', '2', '7 (matched)', '19', '12 (matched)', '44']);
  });

  it('offers toto and lotto in the product filter and asks the server for them', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, () => ({ data: { items: [], entries: [], total: 0, page: 1, pageSize: 20 } }));
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores });
    await screen.findByText('You have no bets yet.');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'toto' } });
    await screen.findByText('No bets match these filters.');
    const asked = api.callsTo(HISTORY).map((c) => new URLSearchParams(c.path.split('?')[1]));
    expect(asked.map((q) => q.get('product'))).toEqual(['all', 'toto']);
  });
});
