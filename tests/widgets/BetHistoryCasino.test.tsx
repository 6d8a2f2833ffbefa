// Casino rounds in the bet history widget: the product filter (sports and casino, sports, casino)
// goes to the history call, and a round reads in the coupons' columns with its details.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CasinoRoundEntry } from '../../domain/casino/casinoHistory';
import BetHistory from '../../widgets/BetHistory/BetHistory';
import { noSlots } from './harness';
import { betsSetup, bookedCoupon, historyQueries, renderWithQueries } from './betsHarness';

const HISTORY = 'GET /web-api/bets/history';

function round(id: number, overrides: Partial<CasinoRoundEntry> = {}): CasinoRoundEntry {
  return {
    id,
    gameId: 5,
    gameName: 'Fruit Fives',
    providerId: 'builtin',
    providerRoundId: `slot-${id}`,
    currencyId: 643,
    stake: 10,
    win: 25,
    refund: 0,
    status: 'won',
    openedAt: '2030-01-01T10:00:00.000Z',
    closedAt: '2030-01-01T10:00:01.000Z',
    fairness: { serverSeedHash: 'a1b2', serverSeed: 'c3d4', clientSeed: 'player', nonce: 7 },
    ...overrides,
  };
}

describe('BetHistory widget with casino rounds', () => {
  it('lists rounds and coupons in the order the server answered, a round in the same columns', async () => {
    const { api, stores } = betsSetup();
    const coupon = bookedCoupon(700000001);
    api.on(HISTORY, () => ({
      data: {
        items: [coupon],
        entries: [
          { kind: 'casino', round: round(11) },
          { kind: 'coupon', coupon },
          { kind: 'casino', round: round(10, { status: 'lost', win: 0, fairness: null }) },
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    }));
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores });

    const won = await screen.findByTestId('casino-round-row-11');
    expect(within(won).getByRole('rowheader').textContent).toBe('Round № 11');
    expect(
      within(won)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((c) => c.textContent),
    ).toEqual(['Fruit Fives', '10.00\u00a0₽', '—', 'Win 25.00\u00a0₽', 'Won']);
    const rows = screen
      .getAllByRole('row')
      .map((r) => r.getAttribute('data-testid'))
      .filter(Boolean);
    expect(rows).toEqual([
      'casino-round-row-11',
      'bet-history-row-700000001',
      'casino-round-row-10',
    ]);
    expect(screen.getByTestId('casino-round-row-10').textContent).toContain('Lost');

    fireEvent.click(within(won).getByRole('button', { name: 'Round details' }));
    const details = screen.getByText("Provider's round").closest('dl')!;
    expect(details.textContent).toContain('slot-11');
    expect(details.textContent).toContain('a1b2');
    expect(details.textContent).toContain('c3d4');
    expect(details.textContent).toContain('7');
  });

  it('sends the chosen product and starts again at page 1', async () => {
    const { api, stores } = betsSetup();
    api.on(HISTORY, () => ({ data: { items: [], entries: [], total: 0, page: 1, pageSize: 20 } }));
    renderWithQueries(<BetHistory props={{}} slots={noSlots} path="" />, { stores });
    await screen.findByText('You have no bets yet.');
    const product = screen.getByLabelText('Show') as HTMLSelectElement;
    expect([...product.options].map((o) => o.textContent)).toEqual([
      'All products',
      'Sports bets',
      'Casino games',
      'Toto tickets',
      'Lotto tickets',
    ]);
    fireEvent.change(product, { target: { value: 'casino' } });
    await waitFor(() => expect(historyQueries(api)).toHaveLength(2));
    fireEvent.change(product, { target: { value: 'sports' } });
    await waitFor(() => expect(historyQueries(api)).toHaveLength(3));
    expect(historyQueries(api).map((q) => [q.product, q.page])).toEqual([
      ['all', '1'],
      ['casino', '1'],
      ['sports', '1'],
    ]);
    expect(await screen.findByText('No bets match these filters.')).toBeTruthy();
  });
});
