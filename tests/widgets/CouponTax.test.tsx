// SPEC section 3 "Global state" partnerHasTaxes: on a brand with taxes the slip shows, before
// placement, the possible win, the winnings tax and the payout after it, in the page's language;
// on a brand without, no tax rows.
import { describe, expect, it } from 'vitest';
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
import { RUB_ACCOUNTS, scriptedApi, signIn } from './customerHarness';
import { noSlots, renderWidget, testConfig, testTranslator } from './harness';
import { quietStream } from './sports/sportsHarness';

const TAXES = { taxes: { ratePercent: 15, taxFreeWinnings: 100 }, partnerHasTaxes: true };

async function setup(config: Parameters<typeof testConfig>[0]) {
  const api = scriptedApi();
  api.on(`GET ${sportsPaths.games({ type: 'line' })}`, {
    data: gamesAnswer([makeGame(1), makeGame(2)]),
  });
  api.on('GET /web-api/account/data', { data: RUB_ACCOUNTS });
  api.on('GET /web-api/bets/history', { data: { items: [], total: 0, page: 1, pageSize: 1 } });
  const stores = createRootStore({ api, openLiveStream: quietStream, config: testConfig(config) });
  await stores.sports.loadGames({ type: 'line' });
  await stores.coupon.load();
  signIn(stores);
  await stores.account.load();
  return stores;
}

async function expressOfTwo(stores: RootStore, lng: string) {
  renderWidget(
    <div>
      <OddsButton outcomeId={101} />
      <OddsButton outcomeId={201} />
      <Coupon props={{}} slots={noSlots} path="" />
    </div>,
    {
      stores,
      lng,
      i18n: testTranslator(lng, {
        en: { coupon: enCoupon, odds: enOdds, main: enMain },
        ar: { coupon: arCoupon, odds: arOdds },
      }),
    },
  );
  for (const id of [101, 201]) {
    await act(async () => {
      fireEvent.click(document.querySelector(`[data-outcome-id="${id}"].odds-cell`) as HTMLElement);
    });
  }
  stores.coupon.loaded.stakes.setAmountText({ kind: 'coupon' }, '200');
}

const row = (testId: string) => {
  const value = screen.getByTestId(testId);
  return { label: value.previousElementSibling?.textContent, value: value.textContent };
};

describe('the slip on a brand with taxes', () => {
  it('shows the possible win, the tax and the payout after it', async () => {
    const stores = await setup(TAXES);
    expect(stores.global.partnerHasTaxes).toBe(true);
    await expressOfTwo(stores, 'en');
    // 200.00 at 2.5 x 2.5: 1250.00; 15 % of (1050.00 - 100.00) = 142.50.
    expect(await screen.findByTestId('coupon-possible-win')).toBeTruthy();
    expect(row('coupon-possible-win').value).toBe('1\u202f250.00\u00a0₽');
    expect(row('coupon-tax')).toEqual({ label: 'Winnings tax', value: '142.50\u00a0₽' });
    expect(row('coupon-net-payout')).toEqual({
      label: 'Payout after tax',
      value: '1\u202f107.50\u00a0₽',
    });
  });

  it("words the rows in the customer's language", async () => {
    const stores = await setup(TAXES);
    await expressOfTwo(stores, 'ar');
    expect((await screen.findByTestId('coupon-tax')).previousElementSibling?.textContent).toBe(
      arCoupon.winnings_tax,
    );
    expect(row('coupon-net-payout').label).toBe(arCoupon.payout_after_tax);
  });

  it('shows no tax on a brand without taxes', async () => {
    const stores = await setup({});
    expect(stores.global.partnerHasTaxes).toBe(false);
    await expressOfTwo(stores, 'en');
    expect(await screen.findByTestId('coupon-possible-win')).toBeTruthy();
    expect(screen.queryByTestId('coupon-tax')).toBeNull();
    expect(screen.queryByTestId('coupon-net-payout')).toBeNull();
  });
});
