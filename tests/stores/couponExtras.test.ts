// coupon.extras (stores/sports/coupon/CouponExtras.ts): the bonus bet and the VIP bet.
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES, couponAmountRules } from '../../domain/coupon';
import {} from '../../stores/sports/couponModule';
import { couponWithFakes, livePick, pick } from './couponFixtures';

const RUB = couponAmountRules(643);

function withBets(count: number, options: Parameters<typeof couponWithFakes>[0] = {}) {
  const fakes = couponWithFakes(options);
  for (let game = 1; game <= count; game++) fakes.coupon.slip.addBet(...pick(game));
  return fakes;
}
describe('CouponExtras: bonus and VIP bets (SPEC sections 4, 5)', () => {
  it('offers the bonus bet for an express of 3 and sends it; a manual delete stays', async () => {
    const { coupon, api } = withBets(2);
    expect(coupon.extras.isBonusBetOffered).toBe(false);
    coupon.slip.addBet(...pick(3));
    expect(coupon.extras.isBonusBetOffered).toBe(true);
    expect(coupon.extras.bonusBetPercent).toBe(3);
    await coupon.placement.place();
    expect(api.placeCalls[0]!.body.isBonusBet).toBe(true);

    for (let game = 1; game <= 3; game++) coupon.slip.addBet(...pick(game));
    coupon.extras.deleteBonusBet();
    expect(coupon.extras.manuallyDeletedBonusBet).toBe(true);
    expect(coupon.extras.isBonusBetOffered).toBe(false);
    coupon.slip.addBet(...pick(4));
    expect(coupon.extras.isBonusBetOffered).toBe(false);
    await coupon.placement.place();
    expect(api.placeCalls[1]!.body.isBonusBet).toBeUndefined();
    // the coupon emptied (placed): a new coupon gets the offer again
    for (let game = 1; game <= 3; game++) coupon.slip.addBet(...pick(game));
    expect(coupon.extras.isBonusBetOffered).toBe(true);
  });

  it('does not offer the bonus bet when the site has it off, or for a system', () => {
    const off = withBets(3, { flags: { isAvailableCouponBonusBet: false } });
    expect(off.coupon.extras.isBonusBetOffered).toBe(false);
    const { coupon } = withBets(3);
    coupon.setTypeId(COUPON_TYPES.system);
    expect(coupon.extras.isBonusBetOffered).toBe(false);
  });

  it('offers a VIP bet only with showVipBet, line bets and no singles', () => {
    const { coupon } = withBets(2);
    expect(coupon.extras.isVipBetAvailable).toBe(true);
    coupon.extras.setVipBet(true);
    expect(coupon.stakes.maxBetAmount).toBeGreaterThan(RUB.max);
    coupon.setTypeId(COUPON_TYPES.singles);
    expect(coupon.extras.isVipBetAvailable).toBe(false);
    const live = couponWithFakes();
    live.coupon.slip.addBet(...pick(1));
    live.coupon.slip.addBet(...livePick(2));
    expect(live.coupon.extras.isVipBetAvailable).toBe(false);
    const hidden = withBets(2, { flags: { showVipBet: false } });
    expect(hidden.coupon.extras.isVipBetAvailable).toBe(false);
  });
});
