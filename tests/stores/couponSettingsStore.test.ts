import { describe, expect, it } from 'vitest';
import { COUPON_SETTINGS_STORAGE_KEY, CouponSettingsStore } from '../../stores/sports/couponModule';
import { memoryStorage } from './fakeApi';
import { withBets } from './couponFixtures';

describe('CouponSettingsStore (SPEC sections 3 and 4)', () => {
  it('defaults changeCoefAction to 2 and shows balance and possible win', () => {
    const settings = new CouponSettingsStore();
    expect(settings.settings).toMatchObject({
      changeCoefAction: 2,
      exactCoef: 0,
      isDropOnScoreChange: false,
      isActiveOneClick: false,
      isBalanceShown: true,
      isPossibleWinShown: true,
    });
  });

  it('resets drop-on-score-change with exact coefficient 0; drop turns one-click off', () => {
    const settings = new CouponSettingsStore();
    expect(settings.setExactCoef(2.35)).toBe(true);
    settings.setDropOnScoreChange(true);
    expect(settings.settings.isDropOnScoreChange).toBe(true);
    expect(settings.setExactCoef(0)).toBe(true);
    expect(settings.settings).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    expect(settings.setExactCoef(2.345)).toBe(false);
    expect(settings.setExactCoef(0.5)).toBe(false);
    expect(settings.settings.exactCoef).toBe(0);

    settings.forceOneClick(true);
    expect(settings.settings.isActiveOneClick).toBe(true);
    settings.setDropOnScoreChange(true);
    expect(settings.settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('persists in local storage and ignores damaged values', () => {
    const storage = memoryStorage();
    const settings = new CouponSettingsStore({ storage });
    settings.setChangeCoefAction(0);
    settings.setBalanceShown(false);
    settings.setAmountStep('RUB', 5000);
    const again = new CouponSettingsStore({ storage });
    expect(again.settings.changeCoefAction).toBe(0);
    expect(again.settings.isBalanceShown).toBe(false);
    expect(again.amountStepByCurrencyIso).toEqual({ RUB: 5000 });

    storage.setItem(
      COUPON_SETTINGS_STORAGE_KEY,
      JSON.stringify({ changeCoefAction: 7, isAutoMax: 'yes', oneClickAmount: -5 }),
    );
    const damaged = new CouponSettingsStore({ storage });
    expect(damaged.settings).toMatchObject({
      changeCoefAction: 2,
      isAutoMax: false,
      oneClickAmount: 0,
    });
  });

  it('steps the coupon amount by the customer step of the currency', () => {
    const { coupon } = withBets(2);
    coupon.settings.setAmountStep('RUB', 5000);
    expect(coupon.stakes.amountStep).toBe(5000);
  });

  it('sends the exact coefficient and drop-on-score-change with the coupon', async () => {
    const { coupon, api } = withBets(2);
    // 2.5 x 2.5 = 6.25: the line gives at least 6.2, so the coupon goes at exactly 6.2.
    coupon.settings.setExactCoef(6.2);
    coupon.settings.setDropOnScoreChange(true);
    expect(coupon.coef).toBe(6.2);
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body).toMatchObject({ exactCoef: 6.2, isDropOnScoreChange: true });
  });

  it('refuses locally an exact coefficient above what the line gives', async () => {
    const { coupon, api } = withBets(2);
    coupon.settings.setExactCoef(7.5);
    await coupon.placement.place();
    expect(api.placeCalls).toHaveLength(0);
    expect(coupon.placement.refusals).toContainEqual({ code: 'odds_changed', newCoef: 6.25 });
  });
});
