import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRootStore, type RootStore } from '../../stores';
import { sportsPaths } from '../../stores/sports';
import Coupon from '../../widgets/Coupon/Coupon';
import OddsButton from '../../widgets/OddsCell/OddsButton';
import SportsSettingsMenu from '../../widgets/SportsSettingsMenu/SportsSettingsMenu';
import enCoupon from '../../configs/locales/en/coupon.json';
import enMain from '../../configs/locales/en/main.json';
import enOdds from '../../configs/locales/en/odds.json';
import arCoupon from '../../configs/locales/ar/coupon.json';
import arOdds from '../../configs/locales/ar/odds.json';
import { gamesAnswer, makeGame } from '../stores/sportsFixtures';
import { RUB_ACCOUNTS, scriptedApi, signIn, type ScriptedApi } from './customerHarness';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import { quietStream } from './sports/sportsHarness';

function couponI18n(lng = 'en') {
  return testTranslator(lng, {
    en: { coupon: enCoupon, odds: enOdds, main: enMain },
    ar: { coupon: arCoupon, odds: arOdds },
  });
}

const PLACED = {
  ok: true,
  balance: 1350.5,
  coupons: [
    {
      id: 700000001,
      typeId: 1,
      amount: 150,
      coef: 7.25,
      possibleWin: 1087.5,
      status: 'open',
      placedAt: '2030-01-01T00:00:00.000Z',
      currencyId: 643,
      accountId: 1,
      legs: [],
    },
  ],
};

/** Stores over a scripted API with games 1-4 loaded in the sports store. */
async function setup(
  options: { signedIn?: boolean; config?: Parameters<typeof testConfig>[0] } = {},
) {
  const api: ScriptedApi = scriptedApi();
  api.on(`GET ${sportsPaths.games({ type: 'line' })}`, {
    data: gamesAnswer([makeGame(1), makeGame(2), makeGame(3), makeGame(4)]),
  });
  api.on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
  api.on('GET /web-api/bets/history', { data: { items: [], total: 2, page: 1, pageSize: 1 } });
  const stores = createRootStore({
    api,
    openLiveStream: quietStream,
    config: testConfig({
      isAvailableCouponBonusBet: true,
      showVipBet: true,
      show_one_click: true,
      couponTypesWithMinAmount: [1, 2],
      couponTypesWithMaxAmount: [1, 2],
      isRegistrationAllowed: true,
      ...options.config,
    }),
  });
  await stores.sports.loadGames({ type: 'line' });
  // The app loads the coupon with the slip's widget (widgets/catalog.ts catalogFor).
  await stores.coupon.load();
  if (options.signedIn !== false) {
    signIn(stores);
    await stores.account.load();
  }
  return { api, stores };
}

/** An odds click reaches the coupon after its (loaded) promise: waited for here. */
async function clickCell(outcomeId: number): Promise<void> {
  await act(async () => {
    fireEvent.click(cell(outcomeId));
  });
}

function renderSlip(stores: RootStore, withCells: number[] = [], lng = 'en') {
  return renderWidget(
    <div>
      {withCells.map((id) => (
        <OddsButton key={id} outcomeId={id} />
      ))}
      <Coupon props={{}} slots={noSlots} path="" />
    </div>,
    { stores, i18n: couponI18n(lng), lng },
  );
}

const cell = (outcomeId: number) =>
  document.querySelector(`[data-outcome-id="${outcomeId}"].odds-cell`) as HTMLElement;
const slip = () => screen.getByTestId('coupon');
const betRow = (outcomeId: number) => screen.getByTestId(`coupon-bet-${outcomeId}`);

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

  it("offers the customer's free bets, fixes the stake at the chosen one and places with it", async () => {
    const { stores, api } = await setup();
    const freeBet = (id: string, amount: number, expiresAt: string, status = 'active') => ({
      id,
      source: 'grant',
      product: 'sports',
      kind: 'free_bet',
      status,
      amount,
      currencyId: 643,
      required: 0,
      wagered: 0,
      percent: 0,
      remaining: 0,
      minOdds: 1.5,
      gameWeights: null,
      promoCode: null,
      couponId: null,
      creditedAt: '2026-01-01T00:00:00.000Z',
      expiresAt,
      endedAt: null,
    });
    api.on('GET /web-api/office/bonuses', {
      data: {
        bonuses: [
          freeBet('7', 50_000, '2099-03-01T00:00:00.000Z'),
          freeBet('8', 10_000, '2000-01-01T00:00:00.000Z'), // expired
          freeBet('9', 20_000, '2099-03-01T00:00:00.000Z', 'used'),
        ],
      },
    });
    api.on('POST /web-api/coupon/place', {
      data: { ...PLACED, coupons: [{ ...PLACED.coupons[0], isFreeBet: true }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    const picker = (await screen.findByLabelText('Free bet')) as HTMLSelectElement;
    // Only the usable one is offered, with its amount and expiry.
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Stake my own money',
      expect.stringMatching(/^Free bet 500\.00\u00a0₽ until .*2099/),
    ]);
    fireEvent.change(picker, { target: { value: '7' } });
    const stake = screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
    expect(stake.value).toBe('500');
    expect(stake.readOnly).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Increase stake' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/every selection needs odds of at least 1.5/)).toBeTruthy();
    fireEvent.change(stake, { target: { value: '900' } });
    expect(stores.coupon.loaded.stakes.amountOf({ kind: 'coupon' })).toBe(50_000);

    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByTestId('coupon-success');
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({
      typeId: 1,
      accountId: 1,
      amount: 500,
      freeBetId: 7,
    });
    // The token is used: it is offered no more.
    expect(stores.coupon.loaded.freeBets.usableFreeBets).toEqual([]);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBeNull();
  });

  it('applies a promo code typed in the coupon: its free bet is listed and chosen, a refusal worded', async () => {
    const { stores, api } = await setup();
    const token = {
      id: '12',
      source: 'promo',
      product: 'sports',
      kind: 'free_bet',
      status: 'active',
      amount: 30_000,
      currencyId: 643,
      required: 0,
      wagered: 0,
      percent: 0,
      remaining: 0,
      minOdds: null,
      gameWeights: null,
      promoCode: 'FREE300',
      couponId: null,
      creditedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2099-03-01T00:00:00.000Z',
      endedAt: null,
    };
    let redeemed = false;
    api.on('GET /web-api/office/bonuses', () => ({
      data: { bonuses: redeemed ? [token] : [] },
    }));
    api.on('POST /web-api/promo-codes/redeem', (call) => {
      const code = (call.body as { code?: string }).code;
      if (code !== 'FREE300') {
        return { status: 409, message: 'refused', body: { reason: 'promo_already_used' } };
      }
      redeemed = true;
      const validTo = '2099-03-01T00:00:00.000Z';
      return {
        data: { code, kind: 'free_bet', amount: 30_000, currencyId: 643, multiplier: 1, validTo },
      };
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    const apply = screen.getByRole('button', { name: enCoupon.promo_apply });

    fireEvent.change(field, { target: { value: 'USED1' } });
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe(enMain.error_promo_already_used);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBeNull();

    fireEvent.change(field, { target: { value: 'FREE300' } });
    fireEvent.click(apply);
    expect((await screen.findByTestId('coupon-promo-done')).textContent).toMatch(
      /^Free bet of 300\.00\u00a0₽ added/,
    );
    expect(api.callsTo('POST /web-api/promo-codes/redeem').map((c) => c.body)).toEqual([
      { code: 'USED1' },
      { code: 'FREE300' },
    ]);
    expect(stores.coupon.loaded.freeBets.freeBetId).toBe('12');
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('300');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('words every free-bet refusal the server answers', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      status: 409,
      message: 'refused',
      body: { ok: false, refusals: [{ code: 'free_bet_used' }] },
    });
    renderSlip(stores, [101, 201]);
    await clickCell(101);
    await clickCell(201);
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(enCoupon.refusal_free_bet_used)).toBeTruthy();
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

  it('changes settings: odds changes, one-click with its confirmation, then one-click bets', async () => {
    const { stores, api } = await setup();
    api.on('POST /web-api/coupon/place', {
      data: { ...PLACED, coupons: [{ ...PLACED.coupons[0]!, typeId: 0 }] },
    });
    renderSlip(stores, [101, 302]);
    await clickCell(101);
    const toggle = screen.getByRole('button', { name: /Bet slip settings/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const askMe = screen.getByRole('radio', { name: 'Ask me every time' });
    fireEvent.click(askMe);
    expect(stores.coupon.loaded.settings.settings.changeCoefAction).toBe(0);
    expect(
      (screen.getByRole('radio', { name: 'Accept any change' }) as HTMLInputElement).checked,
    ).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: 'One-click bet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn on one-click betting?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my selections' }));
    expect(stores.coupon.loaded.slip.count).toBe(1);
    expect(stores.coupon.loaded.oneClick.isOneClickActive).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'One-click bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the slip and turn on' }));
    expect(stores.coupon.loaded.slip.count).toBe(0);
    expect(screen.getByTestId('coupon-one-click-on')).toBeTruthy();

    await clickCell(302);
    await screen.findByTestId('coupon-success');
    expect(api.callsTo('POST /web-api/coupon/place')[0]!.body).toMatchObject({
      typeId: 9,
      bets: [{ outcomeId: 302, gameId: 3, coef: 3.2 }],
      amountByBetId: { 302: 150 },
    });
    expect(stores.coupon.loaded.slip.count).toBe(0);
  });

  it('shows the express bonus row and removes it', async () => {
    const { stores } = await setup();
    renderSlip(stores, [101, 201, 301]);
    for (const id of [101, 201, 301]) await clickCell(id);
    expect(screen.getByTestId('coupon-bonus-bet').textContent).toContain('Express bonus: odds +3%');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the express bonus' }));
    expect(screen.queryByTestId('coupon-bonus-bet')).toBeNull();
    expect(stores.coupon.loaded.extras.manuallyDeletedBonusBet).toBe(true);
  });

  it('saves the slip to a code and loads one', async () => {
    const { stores, api } = await setup({ signedIn: false });
    api.on('POST /web-api/coupon/save', { data: { code: 'QWER7890' } });
    api.on('GET /web-api/coupon/load/ZZZZ9999', { status: 404, message: 'not found' });
    renderSlip(stores, [101]);
    await clickCell(101);
    fireEvent.click(screen.getByRole('button', { name: 'Save slip to a code' }));
    expect((await screen.findByTestId('coupon-saved-code')).textContent).toBe(
      'Slip code: QWER7890',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Slip code' }), {
      target: { value: 'zzzz9999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('No slip with this code.')).toBeTruthy();
    expect(stores.coupon.loaded.slip.count).toBe(1);
  });

  it('is a bottom bar with the count and possible win on narrow widths', async () => {
    const { stores } = await setup();
    stores.ui.setViewport(800, 600);
    renderSlip(stores, [101]);
    await clickCell(101);
    const bar = screen.getByRole('button', { name: /Open the bet slip: 1 selections/ });
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('coupon')).toBeNull();
    fireEvent.click(bar);
    expect(screen.getByTestId('coupon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByTestId('coupon')).toBeNull();
  });

  it('renders right to left in Arabic with the Arabic texts', async () => {
    const { stores } = await setup();
    renderSlip(stores, [101], 'ar');
    await clickCell(101);
    expect(screen.getByRole('heading', { name: /قسيمة الرهان/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ضع الرهان' })).toBeTruthy();
  });
});

describe('SportsSettingsMenu widget', () => {
  it('opens the settings panel from a button and closes it with Escape', async () => {
    const { stores } = await setup({ signedIn: false });
    renderWidget(
      <SportsSettingsMenu props={{}} slots={{ items: <p>odds format here</p> }} path="" />,
      { stores, i18n: couponI18n() },
    );
    const button = screen.getByRole('button', { name: 'Display settings' });
    expect(screen.queryByText('odds format here')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Display settings' })).toBeTruthy();
    expect(screen.getByText('odds format here')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
