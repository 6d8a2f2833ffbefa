// SPEC section 3 "Global state" partnerHasTaxes: the global store's flag follows the site config,
// and the coupon shows the winnings tax and the payout after it before placement, by the rule
// settlement withholds (domain/coupon/winningsTax.ts); a brand without taxes shows none.
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES } from '../../domain/coupon';
import { GlobalStore } from '../../stores/sports/GlobalStore';
import { couponWithFakes, pick } from './couponFixtures';

describe('partnerHasTaxes', () => {
  it('is the site config flag, false when the config says nothing', () => {
    let flag: boolean | undefined = undefined;
    const global = new GlobalStore({ brandHasTaxes: () => flag });
    expect(global.partnerHasTaxes).toBe(false);
    flag = true;
    expect(global.partnerHasTaxes).toBe(true);
    expect(new GlobalStore().partnerHasTaxes).toBe(false);
  });
});

describe('the coupon before placement on a taxed brand', () => {
  it('shows the tax on the winnings above the stake and the allowance, and the net payout', () => {
    const { coupon } = couponWithFakes({
      flags: { taxes: { ratePercent: 20, taxFreeWinnings: 50 } },
    });
    coupon.slip.addBet(...pick(1));
    coupon.slip.addBet(...pick(2));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '200');
    // 200.00 at 2.5 x 2.5 = 1250.00; winnings 1050.00, 50.00 of them tax-free: 20 % of 1000.00.
    expect(coupon.possibleWin).toBe(125_000);
    expect(coupon.possibleWinTax).toEqual({ gross: 125_000, tax: 20_000, net: 105_000 });
    coupon.stakes.setAmountText({ kind: 'coupon' }, '10');
    // 62.50: winnings 52.50, 2.50 above the allowance: 0.50.
    expect(coupon.possibleWinTax).toEqual({ gross: 6_250, tax: 50, net: 6_200 });
  });

  it('shows nothing for a brand without taxes or an empty slip', () => {
    const { coupon, ctx } = couponWithFakes();
    expect(coupon.possibleWinTax).toBeNull();
    coupon.slip.addBet(...pick(1));
    coupon.slip.addBet(...pick(2));
    coupon.setTypeId(COUPON_TYPES.express);
    coupon.stakes.setAmountText({ kind: 'coupon' }, '100');
    expect(coupon.possibleWinTax).toBeNull();
    // The brand's config changes (a reload): 10 % of 525.00 winnings.
    ctx.state.flags = { ...ctx.state.flags, taxes: { ratePercent: 10 } };
    expect(coupon.possibleWinTax).toEqual({ gross: 62_500, tax: 5_250, net: 57_250 });
  });
});
