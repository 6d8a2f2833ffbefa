import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import enCoupon from '../../configs/locales/en/coupon.json';
import { signIn } from './customerHarness';
import { PLACED, betRow, cell, clickCell, renderSlip, setup, slip } from './couponHarness';

describe('Coupon widget', () => {
  it('shows the empty slip and, to a guest, sign in and registration instead of placing', async () => {
    const { stores } = await setup({ signedIn: false });
    renderSlip(stores, [101]);
    expect(screen.getByTestId('coupon-empty').textContent).toBe(enCoupon.empty);
    await clickCell(101);
    expect(within(slip()).getByText('Home 1 — Away 1')).toBeTruthy();
    expect(screen.getByText('Sign in to place a bet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(stores.authForm.isOpen).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(stores.authForm.isRegistrationOpen).toBe(true);
  });

  it('adds bets from odds cells, switches type, and places an express', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', { data: PLACED });
    renderSlip(stores, [101, 201, 301]);
    await clickCell(101);
    expect(screen.queryByRole('radiogroup')).toBeNull(); // one bet: a single, no switch
    expect(within(betRow(101)).getByLabelText('Stake')).toBeTruthy();
    await clickCell(201);
    const express = screen.getByRole('radio', { name: 'Express' }) as HTMLInputElement;
    expect(express.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Singles' }));
    expect(within(betRow(201)).getByLabelText('Stake')).toBeTruthy();
    fireEvent.click(express);
    expect(screen.getByTestId('coupon-possible-win').textContent).toBe('937.50\u00a0₽');
    expect(document.querySelector('.coupon__limits')!.textContent).toContain(
      `Min: ${stores.coupon.loaded.stakes.format(stores.coupon.loaded.stakes.minBetAmount)}`,
    );

    const stake = screen.getByRole('textbox', { name: 'Stake' });
    fireEvent.change(stake, { target: { value: '200' } });
    expect(stores.coupon.loaded.stakes.amountOf({ kind: 'coupon' })).toBe(20_000);
    fireEvent.click(screen.getByRole('button', { name: 'Increase stake' }));
    expect((stake as HTMLInputElement).value).toBe(
      stores.coupon.loaded.stakes.toInputText(20_000 + stores.coupon.loaded.stakes.amountStep),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const success = await screen.findByTestId('coupon-success');
    expect(within(success).getByRole('heading', { name: 'Bet accepted' })).toBeTruthy();
    expect(
      within(success).getByRole('link', { name: 'Print coupon № 700000001' }).getAttribute('href'),
    ).toBe('/en/print-coupon/700000001');
    expect(within(success).getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe(
      '/en/office/history',
    );
    expect(screen.getByTestId('coupon-announcer').textContent).toContain('Bet accepted');
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({
      typeId: 1,
      accountId: 1,
      bets: [
        { outcomeId: 101, gameId: 1, coef: 2.5 },
        { outcomeId: 201, gameId: 2, coef: 2.5 },
      ],
    });
    await waitFor(() => expect(api.callsTo('GET /web-api/account/data')).toHaveLength(2));
    expect(cell(101).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Continue betting' }));
    expect(screen.getByTestId('coupon-empty')).toBeTruthy();
  });

  it('keeps the place button busy until the accounts are read, then places', async () => {
    const { stores, api } = await setup({ signedIn: false });
    api.on('POST /web-api/coupon/place', { data: PLACED });
    // Signed in, the accounts not read yet: a page's first moments after its load.
    signIn(stores);
    renderSlip(stores, [101]);
    await clickCell(101);
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '50' } });
    const place = screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(place.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(place);
    expect(api.callsTo('POST /web-api/coupon/place')).toHaveLength(0);

    await act(async () => {
      await stores.account.load();
    });
    expect(place.disabled).toBe(false);
    expect(place.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(place);
    expect(await screen.findByTestId('coupon-success')).toBeTruthy();
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({ accountId: 1 });
  });

  it('picks a system and bankers', async () => {
    const { stores } = await setup();
    renderSlip(stores);
    act(() => {
      for (const game of [1, 2, 3, 4]) {
        const g = stores.sports.game(game)!;
        const m = stores.sports.market(game * 10)!;
        stores.coupon.loaded.slip.addBet(stores.sports.outcome(game * 100 + 1)!, g, m);
      }
    });
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    const system = screen.getByRole('combobox', { name: 'System' }) as HTMLSelectElement;
    expect([...system.options].map((o) => o.textContent)).toEqual([
      '2 of 4: 6 combinations',
      '3 of 4: 4 combinations',
    ]);
    fireEvent.change(system, { target: { value: '3' } });
    expect(stores.coupon.loaded.system.activeSystemValue).toBe(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bankers' }));
    const banker = within(betRow(101)).getByRole('button', { name: 'Banker' });
    fireEvent.click(banker);
    expect(banker.getAttribute('aria-pressed')).toBe('true');
    expect([...system.options].map((o) => o.textContent)).toEqual([
      '2 of 3: 3 combinations',
      '3 of 3: 1 combinations',
    ]);
  });

  it('shows a refusal next to its bet and accepts the new odds', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      status: 409,
      message: 'refused',
      body: { ok: false, refusals: [{ code: 'odds_changed', outcomeId: 201, newCoef: 2.2 }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const refusal = await within(betRow(201)).findByTestId('coupon-refusal');
    expect(refusal.getAttribute('data-code')).toBe('odds_changed');
    expect(refusal.textContent).toContain('The odds have changed to 2.20.');
    expect(
      within(betRow(201)).getByText('Odds changed from 2.50 to 2.20', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByTestId('coupon-announcer').textContent).toContain(
      'The bet was not accepted',
    );
    fireEvent.click(within(betRow(201)).getByRole('button', { name: 'Accept new odds' }));
    expect(within(betRow(201)).queryByTestId('coupon-refusal')).toBeNull();
    expect(within(betRow(201)).getByTestId('coupon-bet-coef').textContent).toContain('2.20');
  });

  it('offers a deposit when the money is short', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      status: 409,
      message: 'refused',
      body: { ok: false, refusals: [{ code: 'insufficient_funds' }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const deposit = await screen.findByRole('link', { name: 'Top up the balance' });
    expect(deposit.getAttribute('href')).toBe('/en/office/recharge');
    expect(screen.getByText('Not enough money on the account.')).toBeTruthy();
  });

  it('shows a live price change as old -> new', async () => {
    const { stores } = await setup();
    renderSlip(stores, [101]);
    await clickCell(101);
    act(() =>
      stores.sports.applyDeltas([
        { gameId: 1, seq: 1, outcomes: [{ id: 101, coef: 2.7, isBlocked: false }] },
      ]),
    );
    const coef = within(betRow(101)).getByTestId('coupon-bet-coef');
    expect(coef.className).toContain('coupon-bet__coef--up');
    expect(coef.textContent).toContain('Odds changed from 2.50 to 2.70');
  });
});
