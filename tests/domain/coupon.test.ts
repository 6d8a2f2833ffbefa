// The coupon's rules (SPEC sections 3, 4, 5 and 9): worked examples, checked by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsCoefChange,
  binomial,
  bonusBetFactor,
  coefToHundredths,
  combinationsOf,
  COUPON_TYPES,
  couponAmountRules,
  couponCoef,
  couponShapeProblems,
  hyperBonusAmount,
  isBonusBetOffered,
  isVipBetAvailable,
  maxAmountApplies,
  minAmountApplies,
  possibleWin,
  requestOneClick,
  setDropOnScoreChange,
  setExactCoef,
  systemOptions,
  type CouponLeg,
  type CouponSettings,
  type CouponShape,
} from '../../domain/coupon';
import {
  decimalToMinorUnits,
  minorToMajorNumber,
  minorUnitsToDecimal,
} from '../../domain/money/amounts';
import { SUPPORTED_CURRENCIES } from '../../domain/money/currencies';

function leg(outcomeId: number, coef: number, extra: Partial<CouponLeg> = {}): CouponLeg {
  return {
    outcomeId,
    gameId: outcomeId,
    coef,
    kind: 1,
    isLive: false,
    isBannedExpress: false,
    blockId: 1,
    ...extra,
  };
}

const express = (legs: CouponLeg[], amount: number, extra: Partial<CouponShape> = {}) =>
  ({ typeId: COUPON_TYPES.express, legs, amount, ...extra }) as CouponShape;

describe('coefficients and amounts', () => {
  it('reads coefficients as exact hundredths and refuses what is no price', () => {
    expect(coefToHundredths(2.35)).toBe(235);
    expect(coefToHundredths(1.01)).toBe(101);
    expect(coefToHundredths(1.1)).toBe(110);
    expect(coefToHundredths(2.345)).toBeNull();
    expect(coefToHundredths(1)).toBeNull();
    expect(coefToHundredths(0.5)).toBeNull();
    expect(coefToHundredths(Number.NaN)).toBeNull();
    expect(coefToHundredths('2.35')).toBeNull();
  });

  it('turns major-unit numbers into minor units without float error, or refuses them', () => {
    expect(decimalToMinorUnits(150.5, 2)).toBe(15050);
    expect(decimalToMinorUnits(0.1 + 0.2, 2)).toBeNull();
    expect(decimalToMinorUnits(10.005, 2)).toBeNull();
    expect(decimalToMinorUnits(10.005, 3)).toBe(10005);
    expect(decimalToMinorUnits(1000, 0)).toBe(1000);
    expect(decimalToMinorUnits(1.5, 0)).toBeNull();
    expect(decimalToMinorUnits(-1, 2)).toBeNull();
    expect(decimalToMinorUnits(1e-7, 2)).toBeNull();
    expect(decimalToMinorUnits(1e21, 2)).toBeNull();
    expect(minorToMajorNumber(15050, 2)).toBe(150.5);
    expect(minorToMajorNumber(7, 3)).toBe(0.007);
    expect(() => minorToMajorNumber(1.5, 2)).toThrow(RangeError);
  });

  it('converts minor units to the same number as reading their decimal text, and back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 4 }),
        (minor, digits) => {
          const major = minorToMajorNumber(minor, digits);
          expect(Object.is(major, Number(minorUnitsToDecimal(minor, digits)))).toBe(true);
          // Back through the shortest decimal text up to 10^14 minor units (near 2^53 that text
          // no longer keeps every minor digit, with either conversion).
          if (minor >= 0 && minor <= 1e14) expect(decimalToMinorUnits(major, digits)).toBe(minor);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('has step, initial, min, max and payout for every supported currency, RUB for others', () => {
    const rub = couponAmountRules(643);
    expect(rub.step).toBe(10_000);
    expect(rub.initial).toBe(15_000);
    expect(couponAmountRules(840).step).toBe(250);
    expect(couponAmountRules(840).initial).toBe(500);
    expect(couponAmountRules(978).step).toBe(250);
    expect(couponAmountRules(398).step).toBe(50_000);
    expect(couponAmountRules(980).initial).toBe(5_000);
    expect(couponAmountRules(392).initial).toBe(1_000);
    expect(couponAmountRules(999)).toEqual(rub);
    for (const currency of SUPPORTED_CURRENCIES) {
      const rules = couponAmountRules(currency.id);
      expect(rules === rub || currency.iso === 'RUB').toBe(currency.iso === 'RUB');
      expect(rules.min).toBeGreaterThan(0);
      expect(rules.min).toBeLessThanOrEqual(rules.initial);
      expect(rules.initial).toBeLessThan(rules.max);
      expect(rules.max).toBeLessThan(rules.maxPayout);
      for (const v of Object.values(rules)) expect(Number.isSafeInteger(v)).toBe(true);
    }
  });

  it('applies the minimum and maximum only to configured types, the maximum never to bonus', () => {
    expect(minAmountApplies(1, [1, 2])).toBe(true);
    expect(minAmountApplies(4, [1, 2])).toBe(false);
    expect(minAmountApplies(0, [9])).toBe(true);
    expect(maxAmountApplies(2, [1, 2], 0)).toBe(true);
    expect(maxAmountApplies(2, [1, 2], 4)).toBe(false);
    expect(maxAmountApplies(9, [1, 2], 0)).toBe(false);
  });
});

describe('systems', () => {
  it('counts combinations', () => {
    expect(binomial(5, 2)).toBe(10);
    expect(binomial(20, 10)).toBe(184_756);
    expect(binomial(3, 4)).toBe(0);
    expect([...combinationsOf([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
  });

  it('offers values 2..n-1 without bankers and 2..n-bankers with them', () => {
    expect(systemOptions(4, 0, 100)).toEqual([
      { value: 2, offset: 0, minBetAmount: 600, combo: 6 },
      { value: 3, offset: 1, minBetAmount: 400, combo: 4 },
    ]);
    expect(systemOptions(4, 1, 100).map((o) => [o.value, o.combo])).toEqual([
      [2, 3],
      [3, 1],
    ]);
    expect(systemOptions(2, 0, 100)).toEqual([]);
    expect(systemOptions(3, 2, 100)).toEqual([]);
  });

  it('pays a 2/3 system the split stake times each combination', () => {
    const legs = [leg(1, 2), leg(2, 3), leg(3, 1.5)];
    const shape: CouponShape = { typeId: 2, legs, amount: 300, systemValue: 2 };
    // 100 on each of 2x3, 2x1.5, 3x1.5: 600 + 300 + 450.
    expect(possibleWin(shape)).toBe(1350);
    expect(couponCoef(shape)).toBe(4.5);
  });

  it('multiplies bankers into every combination', () => {
    const legs = [leg(1, 2, { blockId: 0 }), leg(2, 3), leg(3, 1.5), leg(4, 2)];
    const shape: CouponShape = { typeId: 2, legs, amount: 300, systemValue: 2, useBankers: true };
    // Combinations of the three others: 3x1.5, 3x2, 1.5x2 = 4.5 + 6 + 3, each x2, 100 each.
    expect(possibleWin(shape)).toBe(2700);
    expect(couponShapeProblems(shape)).toEqual([]);
    expect(couponShapeProblems({ ...shape, systemValue: 4 })).toEqual([{ code: 'invalid_system' }]);
  });
});

describe('possible win and coefficient', () => {
  it('is amount times the express product, rounded down, with the bonus factor', () => {
    const legs = [leg(1, 1.33), leg(2, 1.77), leg(3, 2.05)];
    // 1.33 x 1.77 x 2.05 = 4.825905 -> 4.82; x 1.03 = 4.9646 -> 4.96.
    expect(couponCoef(express(legs, 1000))).toBe(4.82);
    expect(possibleWin(express(legs, 1000))).toBe(4820);
    expect(couponCoef(express(legs, 1000, { bonusFactor: bonusBetFactor(3) }))).toBe(4.96);
    expect(possibleWin(express(legs, 15050))).toBe(72541);
  });

  it('takes the exact coefficient over the product, and refuses one above it', () => {
    const legs = [leg(1, 2), leg(2, 2.5)];
    expect(possibleWin(express(legs, 1000, { exactCoef: 4.8 }))).toBe(4800);
    expect(couponShapeProblems(express(legs, 1000, { exactCoef: 4.8 }))).toEqual([]);
    expect(couponShapeProblems(express(legs, 1000, { exactCoef: 5.01 }))).toEqual([
      { code: 'odds_changed', newCoef: 5 },
    ]);
  });

  it('sums singles and blocks by their own stakes', () => {
    const legs = [leg(1, 2), leg(2, 3)];
    const singles: CouponShape = {
      typeId: 9,
      legs,
      amount: 500,
      amountByBetId: { 1: 200, 2: 300 },
    };
    expect(possibleWin(singles)).toBe(1300);
    const blocks: CouponShape = {
      typeId: 4,
      legs: [leg(1, 2, { blockId: 0 }), leg(2, 3, { blockId: 1 }), leg(3, 1.5, { blockId: 2 })],
      amount: 300,
      amountByBlockId: { 1: 100, 2: 200 },
    };
    // Block 1: 100 x (2 x 3); block 2: 200 x (2 x 1.5).
    expect(possibleWin(blocks)).toBe(1200);
    expect(couponShapeProblems(blocks)).toEqual([]);
    expect(couponShapeProblems({ ...blocks, amountByBlockId: { 1: 100 } })).toEqual([
      { code: 'invalid_blocks', blockId: 2 },
    ]);
  });
});

describe('coupon shape', () => {
  it('refuses too few, too many, duplicates, dependent and banned bets', () => {
    expect(couponShapeProblems(express([leg(1, 2)], 100))).toEqual([{ code: 'too_few_bets' }]);
    const many = Array.from({ length: 21 }, (_, i) => leg(i + 1, 1.5));
    expect(couponShapeProblems(express(many, 100))).toEqual([{ code: 'too_many_bets' }]);
    expect(couponShapeProblems(express([leg(1, 2), leg(1, 2)], 100))).toContainEqual({
      code: 'duplicate_bet',
      outcomeId: 1,
    });
    expect(couponShapeProblems(express([leg(1, 2), leg(2, 2, { gameId: 1 })], 100))).toEqual([
      { code: 'dependent_bets', outcomeId: 2 },
    ]);
    expect(
      couponShapeProblems(express([leg(1, 2), leg(2, 2, { isBannedExpress: true })], 100)),
    ).toEqual([{ code: 'banned_express', outcomeId: 2 }]);
    // Singles take bets on one game and bets banned from expresses.
    const singles: CouponShape = {
      typeId: 9,
      legs: [leg(1, 2), leg(2, 2, { gameId: 1, isBannedExpress: true })],
      amount: 200,
      amountByBetId: { 1: 100, 2: 100 },
    };
    expect(couponShapeProblems(singles)).toEqual([]);
    expect(couponShapeProblems(express([leg(1, 2, { blockId: 0 }), leg(2, 2)], 100))).toEqual([
      { code: 'banker_not_allowed', outcomeId: 1 },
    ]);
  });
});

describe('bonus bet, VIP bet, hyper bonus', () => {
  const legs = [
    { coef: 1.5, kind: 1 },
    { coef: 1.1, kind: 2 },
    { coef: 2, kind: 3 },
  ];
  const offer = { featureOn: true, typeId: 1, legs, manuallyDeleted: false };

  it('offers the bonus bet for an express of 3+ bets of 1.1+, not kind 7, the feature on', () => {
    expect(isBonusBetOffered(offer)).toBe(true);
    expect(isBonusBetOffered({ ...offer, featureOn: false })).toBe(false);
    expect(isBonusBetOffered({ ...offer, manuallyDeleted: true })).toBe(false);
    expect(isBonusBetOffered({ ...offer, typeId: 2 })).toBe(false);
    expect(isBonusBetOffered({ ...offer, legs: legs.slice(0, 2) })).toBe(false);
    expect(isBonusBetOffered({ ...offer, legs: [...legs, { coef: 1.09, kind: 1 }] })).toBe(false);
    expect(isBonusBetOffered({ ...offer, legs: [...legs, { coef: 3, kind: 7 }] })).toBe(false);
  });

  it('has factor 1 + bets/100 for 1 to 9 bets, 1.1 from 10', () => {
    expect([1, 3, 9, 10, 20].map(bonusBetFactor)).toEqual([1.01, 1.03, 1.09, 1.1, 1.1]);
  });

  it('offers a VIP bet only with a finite maximum, line bets only, and not singles', () => {
    const line = [{ isLive: false }, { isLive: false }];
    expect(isVipBetAvailable({ maxBetAmount: 100, legs: line, typeId: 1 })).toBe(true);
    expect(isVipBetAvailable({ maxBetAmount: Infinity, legs: line, typeId: 1 })).toBe(false);
    expect(isVipBetAvailable({ maxBetAmount: 100, legs: [], typeId: 1 })).toBe(false);
    expect(
      isVipBetAvailable({ maxBetAmount: 100, legs: [...line, { isLive: true }], typeId: 1 }),
    ).toBe(false);
    expect(isVipBetAvailable({ maxBetAmount: 100, legs: line, typeId: 9 })).toBe(false);
  });

  it('adds the hyper bonus percent of the net win from its minimum bet, up to its limit', () => {
    const bonus = { percent: 10, minBetMinor: 1000, maxBonusMinor: 5000 };
    expect(hyperBonusAmount(bonus, 999, 10_000)).toBe(0);
    expect(hyperBonusAmount(bonus, 1000, 11_000)).toBe(1000);
    expect(hyperBonusAmount(bonus, 1000, 1_000_000)).toBe(5000);
  });
});

describe('odds changes and settings (SPEC section 4)', () => {
  it('asks on any change with 0, takes rises with 1, takes anything with 2', () => {
    expect(acceptsCoefChange(0, 2, 2.1)).toBe(false);
    expect(acceptsCoefChange(0, 2, 2)).toBe(true);
    expect(acceptsCoefChange(1, 2, 2.1)).toBe(true);
    expect(acceptsCoefChange(1, 2, 1.9)).toBe(false);
    expect(acceptsCoefChange(2, 2, 1.5)).toBe(true);
  });

  const settings: CouponSettings = {
    changeCoefAction: 2,
    exactCoef: 2.5,
    isDropOnScoreChange: true,
    isActiveOneClick: false,
    oneClickAmount: 0,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
  };

  it('resets drop-on-score-change with exact coefficient 0; drop turns one-click off', () => {
    expect(setExactCoef(settings, 0)).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    expect(setExactCoef(settings, 3)).toMatchObject({ exactCoef: 3, isDropOnScoreChange: true });
    const oneClick = { ...settings, isDropOnScoreChange: false, isActiveOneClick: true };
    expect(setDropOnScoreChange(oneClick, true)).toMatchObject({
      isDropOnScoreChange: true,
      isActiveOneClick: false,
    });
  });

  it('asks before one-click clears bets; switches at once on an empty coupon', () => {
    expect(requestOneClick(settings, true, 2)).toEqual({ settings, needsConfirmation: true });
    expect(requestOneClick(settings, true, 0)).toEqual({
      settings: { ...settings, isActiveOneClick: true, isDropOnScoreChange: false },
      needsConfirmation: false,
    });
    expect(requestOneClick(settings, false, 2).settings.isActiveOneClick).toBe(false);
  });
});
