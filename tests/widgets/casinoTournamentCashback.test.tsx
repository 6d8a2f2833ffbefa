import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CasinoTournament from '../../widgets/CasinoTournament/CasinoTournament';
import CasinoCashback from '../../widgets/CasinoCashback/CasinoCashback';
import type { CasinoTournamentDetail } from '../../domain/casino/catalogueBonusTypes';
import { noSlots } from './harness';
import { casinoSetup, renderCasino } from './casinoHarness';

/** A weekly rouble tournament as the detail answers it, with `overrides`. */
function weeklyRace(overrides: Partial<CasinoTournamentDetail>): CasinoTournamentDetail {
  return {
    id: 3,
    title: 'Weekly slots race',
    summary: 'Points for every stake',
    schedule: 'weekly',
    startsAt: '2030-01-07T00:00:00Z',
    endsAt: '2030-01-14T00:00:00Z',
    currencyId: 643,
    minStake: 1000,
    prizes: [{ fromPlace: 1, toPlace: 1, amount: 4_000_000 }],
    prizePool: 4_000_000,
    gameIds: [1],
    colours: { from: '#111111', to: '#222222', accent: '#333333' },
    leaderboard: [],
    ...overrides,
  };
}

describe('CasinoTournament and CasinoCashback', () => {
  it("shows a tournament's prizes and leaderboard, the customer's own row marked", async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/tournaments/3', {
      data: weeklyRace({
        prizes: [
          { fromPlace: 1, toPlace: 1, amount: 4_000_000 },
          { fromPlace: 2, toPlace: 3, amount: 1_000_000 },
        ],
        prizePool: 6_000_000,
        leaderboard: [
          { place: 1, player: 'cust***42', points: 250_000, prize: 4_000_000, isMe: false },
          { place: 2, player: 'cust***07', points: 120_050, prize: 1_000_000, isMe: true },
        ],
      }),
    });
    // The customer's prizes of every tournament: only this tournament's are listed here.
    const prize = (tournamentId: number, windowStart: string, place: number, amount: number) => ({
      tournamentId,
      title: `Tournament ${tournamentId}`,
      windowStart,
      windowEnd: '2030-01-07T00:00:00Z',
      place,
      points: 90_000,
      amount,
      currencyId: 643,
      paidAt: '2030-01-07T00:05:00Z',
    });
    api.on('GET /web-api/office/tournament-prizes', {
      data: {
        prizes: [
          prize(3, '2029-12-31T00:00:00Z', 2, 1_000_000),
          prize(5, '2030-01-06T00:00:00Z', 1, 500_000),
        ],
      },
    });
    renderCasino(
      <Routes>
        <Route
          path="/:lng/bonus/casino/tournaments/:id"
          element={<CasinoTournament props={{ idParam: 'id' }} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, url: '/en/bonus/casino/tournaments/3' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly slots race' }),
    ).toBeTruthy();
    const board = screen.getByRole('table', { name: 'Leaderboard' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1cust***422500.00 RUB40000.00 RUB',
      '2You1200.50 RUB10000.00 RUB',
    ]);
    expect(rows[1]?.getAttribute('data-me')).toBe('true');
    expect(screen.getByRole('table', { name: 'Prizes' }).textContent).toContain('2–3');
    const mine = await screen.findByRole('region', { name: 'Your prizes' });
    const prizeRows = within(mine).getAllByRole('row').slice(1);
    expect(prizeRows).toHaveLength(1);
    expect(prizeRows[0]?.textContent).toContain('10000.00 RUB');
    expect(within(prizeRows[0]!).getAllByRole('cell')[1]?.textContent).toBe('2');
  });

  it('tells a customer without prizes in the tournament when prizes are credited', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/tournaments/3', { data: weeklyRace({ leaderboard: [] }) });
    api.on('GET /web-api/office/tournament-prizes', { data: { prizes: [] } });
    renderCasino(
      <Routes>
        <Route
          path="/:lng/bonus/casino/tournaments/:id"
          element={<CasinoTournament props={{ idParam: 'id' }} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, url: '/en/bonus/casino/tournaments/3' },
    );
    const mine = await screen.findByRole('region', { name: 'Your prizes' });
    expect(mine.textContent).toContain('Prizes are credited to your main balance');
  });

  it('shows the cashback of the period from the net loss and the tier reached', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/vip', {
      data: {
        program: 'vip',
        periodStart: '2030-01-07T00:00:00Z',
        periodEnd: '2030-01-14T00:00:00Z',
        accounts: [
          {
            currencyId: 643,
            stakes: 500_000,
            wins: 300_000,
            rollbacks: 10_000,
            netLoss: 190_000,
            percentHundredths: 500,
            cashback: 9_500,
            tiers: [
              { fromLoss: 100_000, percentHundredths: 500 },
              { fromLoss: 1_000_000, percentHundredths: 1000 },
            ],
          },
        ],
        payout: { multiplier: 1, expiryDays: 7 },
        paid: [],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'vip', titleKey: 'casino:cashback_vip_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/vipcashback' },
    );
    expect(await screen.findByText('1900.00 RUB')).toBeTruthy();
    const earned = screen.getByText('Cashback this period').parentElement;
    expect(earned?.textContent).toBe('Cashback this period95.00 RUB');
    const rate = screen.getAllByText('Rate').find((el) => el.tagName === 'DT');
    expect(rate?.nextElementSibling?.textContent).toBe('5 %');
    // The tier reached is marked in the tier table.
    const tiers = within(screen.getByRole('table', { name: 'Tiers' })).getAllByRole('row');
    expect(tiers[1]?.getAttribute('data-me')).toBe('true');
    expect(tiers[2]?.getAttribute('data-me')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'VIP cashback' })).toBeTruthy();
  });

  it('lists the cashback paid for closed periods next to the estimate, with the payout rule', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/premium', {
      data: {
        program: 'premium',
        periodStart: '2030-02-01T00:00:00Z',
        periodEnd: '2030-03-01T00:00:00Z',
        accounts: [
          {
            currencyId: 643,
            stakes: 0,
            wins: 0,
            rollbacks: 0,
            netLoss: 0,
            percentHundredths: null,
            cashback: 0,
            tiers: [{ fromLoss: 5_000_000, percentHundredths: 800 }],
          },
        ],
        payout: { multiplier: 2, expiryDays: 10 },
        paid: [
          {
            periodStart: '2030-01-01T00:00:00Z',
            periodEnd: '2030-02-01T00:00:00Z',
            currencyId: 643,
            amount: 480_000,
            netLoss: 6_000_000,
            percentHundredths: 800,
            paidAt: '2030-02-01T00:05:00Z',
            paidTo: 'bonus',
          },
          {
            periodStart: '2029-12-01T00:00:00Z',
            periodEnd: '2030-01-01T00:00:00Z',
            currencyId: 643,
            amount: 400_000,
            netLoss: 5_000_000,
            percentHundredths: 800,
            paidAt: '2030-01-01T00:05:00Z',
            paidTo: 'main',
          },
        ],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'premium', titleKey: 'casino:cashback_premium_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/premiumcashback' },
    );
    const paid = await screen.findByRole('table', { name: 'Cashback paid' });
    const rows = within(paid).getAllByTestId('cashback-paid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Jan 1, 2030 – Jan 31, 2030');
    expect(rows[0]!.textContent).toContain('4800.00 RUB');
    expect(rows[0]!.textContent).toContain('Bonus account');
    expect(rows[1]!.textContent).toContain('Dec 1, 2029 – Dec 31, 2029');
    expect(rows[1]!.textContent).toContain('Main account');
    expect(screen.getByTestId('cashback-payout-rule').textContent).toBe(
      'When a period closes, its cashback is credited to your bonus account. Stake it 2 times in the casino within 10 days and it moves to your main account.',
    );
    // The current period's estimate is still there.
    expect(screen.getByText('Cashback this period').parentElement?.textContent).toBe(
      'Cashback this period0.00 RUB',
    );
  });

  it('says so when nothing has been paid yet, and that a main-account brand pays at once', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/vip', {
      data: {
        program: 'vip',
        periodStart: '2030-01-07T00:00:00Z',
        periodEnd: '2030-01-14T00:00:00Z',
        accounts: [],
        payout: { multiplier: 0, expiryDays: 7 },
        paid: [],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'vip', titleKey: 'casino:cashback_vip_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/vipcashback' },
    );
    expect(
      await screen.findByText('No cashback has been paid in this programme yet.'),
    ).toBeTruthy();
    expect(screen.getByTestId('cashback-payout-rule').textContent).toBe(
      'When a period closes, its cashback is credited to your main account.',
    );
  });
});
