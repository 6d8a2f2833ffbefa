// SPEC section 3 "Coupon state" and "Coupon to place" hyperBonusPercent, minHyperBonusBetLimit,
// maxHyperBonusLimit: the coupon shows the hyper bonus of a qualifying express and what it adds,
// counts it in the winnings the tax is on, and placement carries the three fields for the server
// to check; a brand without the bonus shows and sends none.
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES } from '../../domain/coupon';
import { couponWithFakes, pick } from './couponFixtures';

const HYPER = {
  minLegCoef: 1.3,
  percentByLegs: [
    { legs: 3, percent: 3 },
    { legs: 4, percent: 5 },
  ],
  minBet: 50,
  maxBonus: 100,
};

describe('the hyper bonus on the slip', () => {
  it('earns the percent of an express of 3 legs staked at least the minimum, capped', () => {
    const { coupon } = couponWithFakes({ flags: { hyperBonus: HYPER } });
    for (const id of [1, 2, 3]) coupon.slip.addBet(...pick(id));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    // 100.00 at 2.5 x 2.5 x 2.5 (with the bonus bet's factor, 16.08): 1608.00; 3 % of the
    // 1508.00 winnings = 45.24.
    expect(coupon.possibleWin).toBe(160_800);
    expect(coupon.hyperBonusPercent).toBe(3);
    expect(coupon.hyperBonusAmount).toBe(4_524);
    expect(coupon.placement.placeBody()).toMatchObject({
      hyperBonusPercent: 3,
      minHyperBonusBetLimit: 50,
      maxHyperBonusLimit: 100,
    });
    // 1000.00: 3 % of 15080.00 is 452.40, capped at 100.00.
    coupon.stakes.setAmountText({ kind: 'coupon' }, '1000');
    expect(coupon.hyperBonusAmount).toBe(10_000);
  });

  it('below the least stake earns none but says the percent the legs would earn', () => {
    const { coupon } = couponWithFakes({ flags: { hyperBonus: HYPER } });
    for (const id of [1, 2, 3]) coupon.slip.addBet(...pick(id));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '20');
    expect(coupon.hyperBonusPercent).toBe(0);
    expect(coupon.hyperBonusOffered).toBe(3);
    expect(coupon.hyperBonusAmount).toBe(0);
    expect(coupon.placement.placeBody()).toMatchObject({ hyperBonusPercent: 0 });
  });

  it('earns none with a leg priced below the least coefficient', () => {
    const { coupon } = couponWithFakes({ flags: { hyperBonus: HYPER } });
    coupon.slip.addBet(...pick(1));
    coupon.slip.addBet(...pick(2));
    coupon.slip.addBet(...pick(3, 0, {}, [1.2, 3, 4]));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    expect(coupon.hyperBonusPercent).toBe(0);
    expect(coupon.hyperBonusOffered).toBe(0);
  });

  it('counts the bonus in the winnings a taxed brand taxes', () => {
    const { coupon } = couponWithFakes({
      flags: { hyperBonus: HYPER, taxes: { ratePercent: 10 } },
    });
    for (const id of [1, 2, 3]) coupon.slip.addBet(...pick(id));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    // 1608.00 + 45.24 paid for 100.00: 10 % of 1553.24 = 155.324, rounded down.
    expect(coupon.possibleWinTax).toEqual({ gross: 165_324, tax: 15_532, net: 149_792 });
  });

  it('shows and sends nothing on a brand without it', () => {
    const { coupon } = couponWithFakes();
    for (const id of [1, 2, 3]) coupon.slip.addBet(...pick(id));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    expect(coupon.hyperBonus).toBeNull();
    expect(coupon.hyperBonusPercent).toBe(0);
    expect(coupon.placement.placeBody()).not.toHaveProperty('hyperBonusPercent');
  });
});
