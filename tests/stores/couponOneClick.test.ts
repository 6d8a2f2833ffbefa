// coupon.oneClick (stores/sports/coupon/CouponOneClick.ts).
import { describe, expect, it } from 'vitest';
import { couponAmountRules } from '../../domain/coupon';
import {} from '../../stores/sports/couponModule';
import { couponWithFakes, pick, placed, placedCoupon } from './couponFixtures';

const RUB = couponAmountRules(643);

function withBets(count: number, options: Parameters<typeof couponWithFakes>[0] = {}) {
  const fakes = couponWithFakes(options);
  for (let game = 1; game <= count; game++) fakes.coupon.slip.addBet(...pick(game));
  return fakes;
}
describe('CouponOneClick (SPEC sections 4 and 6)', () => {
  it('asks before clearing the bets; declining leaves it off', () => {
    const { coupon } = withBets(2);
    coupon.oneClick.requestOneClick(true);
    expect(coupon.oneClick.isOneClickConfirmationOpen).toBe(true);
    expect(coupon.oneClick.isOneClickActive).toBe(false);
    coupon.oneClick.declineOneClick();
    expect(coupon.oneClick.isOneClickConfirmationOpen).toBe(false);
    expect(coupon.oneClick.isOneClickActive).toBe(false);
    expect(coupon.slip.count).toBe(2);
    coupon.oneClick.requestOneClick(true);
    coupon.oneClick.confirmOneClick();
    expect(coupon.slip.count).toBe(0);
    expect(coupon.oneClick.isOneClickActive).toBe(true);
    coupon.oneClick.requestOneClick(false);
    expect(coupon.oneClick.isOneClickActive).toBe(false);
  });

  it('switches at once with an empty coupon, and is not there for guests or without the flag', () => {
    const { coupon, ctx } = couponWithFakes();
    coupon.oneClick.requestOneClick(true);
    expect(coupon.oneClick.isOneClickConfirmationOpen).toBe(false);
    expect(coupon.oneClick.isOneClickActive).toBe(true);
    ctx.state.signedIn = false;
    expect(coupon.oneClick.isOneClickAvailable).toBe(false);
    expect(coupon.oneClick.isOneClickActive).toBe(false);
    const noFlag = couponWithFakes({ flags: { show_one_click: false } });
    noFlag.coupon.oneClick.requestOneClick(true);
    expect(noFlag.coupon.oneClick.isOneClickActive).toBe(false);
  });

  it('places a single with the one-click stake through the same placement', async () => {
    const { coupon, api, ctx } = couponWithFakes();
    coupon.oneClick.requestOneClick(true);
    expect(coupon.oneClick.setOneClickAmountText('75')).toBe(true);
    api.answerPlace(placed([placedCoupon(9, { typeId: 0 })]));
    await coupon.oneClick.placeOneClick(...pick(4, 1));
    expect(api.placeCalls[0]!.body).toMatchObject({
      typeId: 9,
      accountId: 11,
      amount: 75,
      amountByBetId: { 402: 75 },
      bets: [{ outcomeId: 402, gameId: 4, coef: 3.2, isLive: false }],
    });
    expect(coupon.slip.count).toBe(0);
    expect(coupon.placement.placeStatus).toBe('success');
    expect(coupon.placement.lastPlacementOrigin).toBe('oneClick');
    expect(ctx.balanceRefreshes).toBe(1);
  });

  it('uses the initial amount until a one-click stake is chosen', () => {
    const { coupon } = couponWithFakes();
    expect(coupon.oneClick.oneClickAmount).toBe(RUB.initial);
  });
});
