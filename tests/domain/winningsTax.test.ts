// The winnings tax (domain/coupon/winningsTax.ts, SPEC section 3 partnerHasTaxes): a percent of
// the winnings above the stake and the tax-free allowance, in integer minor units, rounded down
// (in the customer's favour); a refund or a payment below its stake is never taxed; the net is
// exactly the gross less the tax; a larger payment never nets less.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutPayment,
  COUPON_TYPES,
  possibleWin,
  possibleWinTax,
  winningsTax,
  winningsTaxRuleOf,
  type CouponLeg,
  type CouponShape,
} from '../../domain/coupon';

const leg = (outcomeId: number, coef: number): CouponLeg => ({
  outcomeId,
  gameId: outcomeId,
  coef,
  kind: 0 as CouponLeg['kind'],
  isLive: false,
  isBannedExpress: false,
  blockId: 1,
});

describe('winningsTaxRuleOf', () => {
  it('reads the site config into basis points and minor units of the currency', () => {
    expect(winningsTaxRuleOf({ ratePercent: 15, taxFreeWinnings: 10 }, 2)).toEqual({
      rateBp: 1500,
      taxFreeMinor: 1000,
    });
    expect(winningsTaxRuleOf({ ratePercent: 12.5 }, 2)).toEqual({ rateBp: 1250, taxFreeMinor: 0 });
    // A currency without minor units: the allowance is read down to a whole unit.
    expect(winningsTaxRuleOf({ ratePercent: 20, taxFreeWinnings: 10.5 }, 0)).toEqual({
      rateBp: 2000,
      taxFreeMinor: 10,
    });
  });

  it('is no rule without taxes or with a rate out of range', () => {
    expect(winningsTaxRuleOf(undefined, 2)).toBeNull();
    expect(winningsTaxRuleOf({ ratePercent: 0 }, 2)).toBeNull();
    expect(winningsTaxRuleOf({ ratePercent: 51 }, 2)).toBeNull();
    expect(winningsTaxRuleOf({ ratePercent: Number.NaN }, 2)).toBeNull();
  });
});

describe('winningsTax', () => {
  const rule = { rateBp: 1500, taxFreeMinor: 1000 };

  it('taxes the winnings above the stake and the allowance, rounded down', () => {
    // 100.00 staked, 345.67 paid: winnings 245.67, taxed 235.67 at 15 % = 35.3505 -> 35.35.
    expect(winningsTax(rule, 34_567, 10_000)).toEqual({ gross: 34_567, tax: 3535, net: 31_032 });
    // 1 minor unit above the allowance: 0.15 of a kopeck rounds down to nothing.
    expect(winningsTax(rule, 11_001, 10_000).tax).toBe(0);
    // 7 minor units above: 1.05 -> 1.
    expect(winningsTax(rule, 11_007, 10_000).tax).toBe(1);
  });

  it('never taxes a refund, a payment below its stake or a brand without taxes', () => {
    expect(winningsTax(rule, 10_000, 10_000)).toEqual({ gross: 10_000, tax: 0, net: 10_000 });
    expect(winningsTax(rule, 6_000, 10_000).tax).toBe(0);
    expect(winningsTax(rule, 0, 10_000)).toEqual({ gross: 0, tax: 0, net: 0 });
    expect(winningsTax(null, 1_000_000, 100)).toEqual({
      gross: 1_000_000,
      tax: 0,
      net: 1_000_000,
    });
  });

  it('stays exact for amounts beyond double precision of the product', () => {
    const gross = 9_000_000_000_000_000 - 1;
    const tax = winningsTax({ rateBp: 3333, taxFreeMinor: 0 }, gross, 0).tax;
    expect(BigInt(tax)).toBe((BigInt(gross) * 3333n) / 10_000n);
  });

  it('holds for any amounts: net + tax = gross, the tax within the rate, more never nets less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (rateBp, taxFreeMinor, stake, gross, more) => {
          const r = { rateBp, taxFreeMinor };
          const { tax, net } = winningsTax(r, gross, stake);
          expect(net + tax).toBe(gross);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(Math.max(0, ((gross - stake) * rateBp) / 10_000));
          if (gross <= stake + taxFreeMinor) expect(tax).toBe(0);
          expect(winningsTax(r, gross + more, stake).net).toBeGreaterThanOrEqual(net);
        },
      ),
    );
  });
});

describe('possibleWinTax', () => {
  const rule = { rateBp: 2000, taxFreeMinor: 0 };

  it('taxes an express on its possible win over its stake', () => {
    const shape: CouponShape = {
      typeId: COUPON_TYPES.express,
      legs: [leg(1, 2), leg(2, 1.5)],
      amount: 10_000,
    };
    // 100.00 at 3.00: 300.00, winnings 200.00, 20 % = 40.00.
    expect(possibleWinTax(shape, rule)).toEqual({ gross: 30_000, tax: 4000, net: 26_000 });
    expect(possibleWinTax(shape, null)).toEqual({ gross: 30_000, tax: 0, net: 30_000 });
  });

  it('taxes each single of a singles coupon on its own stake', () => {
    const shape: CouponShape = {
      typeId: COUPON_TYPES.singles,
      legs: [leg(1, 3), leg(2, 1.2)],
      amount: 20_000,
      amountByBetId: { 1: 5_000, 2: 15_000 },
    };
    // 50.00 at 3.00 wins 100.00 (tax 20.00); 150.00 at 1.20 wins 30.00 (tax 6.00).
    expect(possibleWin(shape)).toBe(33_000);
    expect(possibleWinTax(shape, rule)).toEqual({ gross: 33_000, tax: 2600, net: 30_400 });
    // With a 50.00 allowance a bet: only the first single's winnings above it are taxed.
    expect(possibleWinTax(shape, { rateBp: 2000, taxFreeMinor: 5_000 }).tax).toBe(1000);
  });

  it('taxes a free bet on its winnings only, the stake never being the customer', () => {
    const shape: CouponShape = { typeId: COUPON_TYPES.express, legs: [leg(1, 4)], amount: 1_000 };
    // A 10.00 free bet at 4.00 pays its winnings, 30.00; taxed whole at 20 %: 6.00.
    expect(possibleWinTax(shape, rule, true)).toEqual({ gross: 3_000, tax: 600, net: 2_400 });
  });
});

describe('cashOutPayment', () => {
  const nord = { rateBp: 1500, taxFreeMinor: 100_000 };

  it('taxes a whole cash-out on its winnings above the stake in play and the allowance', () => {
    // 1000.00 in play, an offer of 3000.00: winnings 2000.00, 1000.00 taxed at 15 %: 150.00.
    expect(cashOutPayment(nord, 300_000, 300_000, 100_000)).toEqual({
      gross: 300_000,
      tax: 15_000,
      net: 285_000,
    });
    // Below the allowance, below the stake, or without a rule: nothing withheld.
    expect(cashOutPayment(nord, 150_000, 150_000, 100_000).tax).toBe(0);
    expect(cashOutPayment(nord, 80_000, 80_000, 100_000).tax).toBe(0);
    expect(cashOutPayment(null, 300_000, 300_000, 100_000)).toEqual({
      gross: 300_000,
      tax: 0,
      net: 300_000,
    });
  });

  it('taxes a part against the share of the stake it sells, rounded up for the house', () => {
    // Half of an offer of 3000.01 sells 500.00 of the 1000.00 stake (rounded up): winnings of
    // 1000.00 above it, all within the allowance.
    expect(cashOutPayment(nord, 150_000, 300_001, 100_000).tax).toBe(0);
    // 2500.00 of it sells 833.34 (ceil of 1000.00 × 2500.00 / 3000.01): 1666.66 of winnings,
    // 666.66 taxed: 99.99 (rounded down).
    expect(cashOutPayment(nord, 250_000, 300_001, 100_000)).toEqual({
      gross: 250_000,
      tax: 9_999,
      net: 240_001,
    });
  });

  it('never credits more than the amount taken, nor less for a larger amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (value, a, live) => {
          const small = Math.min(a, value);
          const one = cashOutPayment(nord, small, value, live);
          const whole = cashOutPayment(nord, value, value, live);
          expect(one.net).toBeLessThanOrEqual(one.gross);
          expect(one.net + one.tax).toBe(one.gross);
          expect(whole.net).toBeGreaterThanOrEqual(one.net);
        },
      ),
    );
  });
});
