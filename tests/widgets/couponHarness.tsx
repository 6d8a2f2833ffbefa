// Helpers for the Coupon widget tests: stores over a scripted API with games 1-4 loaded, the slip
// rendered with odds cells beside it, and the elements the tests look for.
import { act, fireEvent, screen } from '@testing-library/react';
import { createRootStore, type RootStore } from '../../stores';
import { sportsPaths } from '../../stores/sports';
import Coupon from '../../widgets/Coupon/Coupon';
import OddsButton from '../../widgets/OddsCell/OddsButton';
import enCoupon from '../../configs/locales/en/coupon.json';
import enMain from '../../configs/locales/en/main.json';
import enOdds from '../../configs/locales/en/odds.json';
import arCoupon from '../../configs/locales/ar/coupon.json';
import arOdds from '../../configs/locales/ar/odds.json';
import { gamesAnswer, makeGame } from '../stores/sportsFixtures';
import { RUB_ACCOUNTS, scriptedApi, signIn, type ScriptedApi } from './customerHarness';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import { quietStream } from './sports/sportsHarness';

export function couponI18n(lng = 'en') {
  return testTranslator(lng, {
    en: { coupon: enCoupon, odds: enOdds, main: enMain },
    ar: { coupon: arCoupon, odds: arOdds },
  });
}

export const PLACED = {
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
export async function setup(
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
export async function clickCell(outcomeId: number): Promise<void> {
  await act(async () => {
    fireEvent.click(cell(outcomeId));
  });
}

export function renderSlip(stores: RootStore, withCells: number[] = [], lng = 'en') {
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

export const cell = (outcomeId: number) =>
  document.querySelector(`[data-outcome-id="${outcomeId}"].odds-cell`) as HTMLElement;
export const slip = () => screen.getByTestId('coupon');
export const betRow = (outcomeId: number) => screen.getByTestId(`coupon-bet-${outcomeId}`);
