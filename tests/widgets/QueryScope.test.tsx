// The query client of the server lists is made by the first widget that reads one, once for the
// app's stores, and drops every cached list when the signed-in user changes.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import BetHistory from '../../widgets/BetHistory/BetHistory';
import { queryClientOf } from '../../widgets/shared/bets/QueryScope';
import { noSlots, renderWidget } from './harness';
import { signIn } from './customerHarness';
import { betsSetup, bookedCoupon, historyAnswer, historyI18n } from './betsHarness';

describe('QueryScope', () => {
  it('gives a list widget the app query client, and drops the cache when the user changes', async () => {
    const { api, stores } = betsSetup();
    api.on('GET /web-api/bets/history', historyAnswer([bookedCoupon(700000001)]));
    renderWidget(<BetHistory props={{}} slots={noSlots} path="" />, {
      stores,
      i18n: historyI18n('en'),
      lng: 'en',
      url: '/en/office/history',
    });
    expect(await screen.findByTestId('bet-history-row-700000001')).toBeTruthy();
    const client = queryClientOf(stores);
    expect(queryClientOf(stores)).toBe(client);
    expect(client.getQueryCache().getAll().length).toBeGreaterThan(0);

    stores.session.becomeGuest();
    await waitFor(() => expect(client.getQueryCache().getAll()).toHaveLength(0));
    signIn(stores, 10000002);
    expect(queryClientOf(stores)).toBe(client);
  });
});
