import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bonusConfigProblems,
  cashbackBonusTerms,
  cashbackPayoutTerms,
  couponContribution,
  DEFAULT_CASHBACK_PAYOUT,
  expiryOf,
  firstDepositBonusAmount,
  gameWeight,
  nextBonusStatus,
  productOfChoice,
  roundContribution,
  wageringProgress,
  wageringRequirement,
  type BonusTerms,
} from '../../../domain/bonus/index';

const sports: BonusTerms = {
  percent: 100,
  maxAmount: 500,
  minDeposit: 150,
  multiplier: 3,
  expiryDays: 30,
  minOdds: 1.5,
};
const casino: BonusTerms = {
  percent: 50,
  maxAmount: 1000,
  minDeposit: 10,
  multiplier: 35,
  expiryDays: 7,
  gameWeights: { slots: 100, 'live-casino': 10, default: 50 },
};

describe('first-deposit bonus', () => {
  it('maps the registration choice to a product', () => {
    expect([0, 1, 2, 3].map(productOfChoice)).toEqual([null, 'sports', 'casino', null]);
  });

  it('is the percent of the deposit, capped, and none below the minimum deposit', () => {
    expect(firstDepositBonusAmount(sports, 20_000)).toBe(20_000);
    expect(firstDepositBonusAmount(sports, 100_000)).toBe(50_000);
    expect(firstDepositBonusAmount(sports, 14_999)).toBe(0);
    expect(firstDepositBonusAmount(casino, 10_001)).toBe(5_000);
    expect(firstDepositBonusAmount(sports, 0)).toBe(0);
    expect(firstDepositBonusAmount(sports, -5)).toBe(0);
  });

  it('never exceeds the cap nor the percent of the deposit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e10 }), fc.integer({ min: 1, max: 500 }), (d, p) => {
        const amount = firstDepositBonusAmount({ ...sports, percent: p, minDeposit: 0 }, d);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(50_000);
        expect(amount).toBeLessThanOrEqual((d * p) / 100);
        expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('asks the bonus times the multiplier and expires after the days', () => {
    expect(wageringRequirement(20_000, 3)).toBe(60_000);
    expect(wageringRequirement(333, 1.5)).toBe(500);
    expect(expiryOf(0, 30)).toBe(30 * 24 * 3600 * 1000);
  });
});

describe('wagering contributions', () => {
  it('counts a won or lost coupon whose every leg reaches the least odds', () => {
    const lost = { status: 'lost' as const, stake: 1_000, legOddsHundredths: [150, 300] };
    expect(couponContribution(sports, lost)).toBe(1_000);
    expect(couponContribution(sports, { ...lost, status: 'won' })).toBe(1_000);
    expect(couponContribution(sports, { ...lost, legOddsHundredths: [149, 300] })).toBe(0);
    expect(couponContribution(sports, { ...lost, status: 'void' })).toBe(0);
    expect(couponContribution(sports, { ...lost, legOddsHundredths: [] })).toBe(0);
  });

  it('weights a round by its game section, the default otherwise, net of refunds', () => {
    expect(gameWeight(casino, 'slots')).toBe(100);
    expect(gameWeight(casino, 'live-casino')).toBe(10);
    expect(gameWeight(casino, 'poker')).toBe(50);
    expect(gameWeight(casino, null)).toBe(50);
    expect(gameWeight({ ...casino, gameWeights: undefined }, 'slots')).toBe(100);
    expect(roundContribution(casino, { stake: 1_000, refunded: 0, sectionId: 'live-casino' })).toBe(
      100,
    );
    expect(roundContribution(casino, { stake: 1_000, refunded: 1_000, sectionId: 'slots' })).toBe(
      0,
    );
  });

  it('never counts more than the stake (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('slots', 'live-casino', 'bingo', null),
        (stake, refunded, sectionId) => {
          const c = roundContribution(casino, { stake, refunded, sectionId });
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(Math.max(0, stake - refunded));
        },
      ),
    );
  });
});

describe('progress and the state machine', () => {
  it('shows progress in whole percent, 100 only when complete', () => {
    expect(wageringProgress(0, 60_000)).toEqual({
      wagered: 0,
      required: 60_000,
      remaining: 60_000,
      percent: 0,
      complete: false,
    });
    expect(wageringProgress(59_999, 60_000).percent).toBe(99);
    expect(wageringProgress(70_000, 60_000)).toMatchObject({
      wagered: 60_000,
      remaining: 0,
      percent: 100,
      complete: true,
    });
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (w, r) => {
        const p = wageringProgress(w, r);
        expect(p.percent === 100).toBe(p.complete);
        expect(p.wagered + p.remaining).toBe(Math.max(r, Math.min(w, r) + p.remaining));
      }),
    );
  });

  it('moves active to completed or expired, and never out of an end state', () => {
    const bonus = { status: 'active' as const, required: 100, expiresAtMs: 1_000 };
    expect(nextBonusStatus(bonus, 99, 500)).toBe('active');
    expect(nextBonusStatus(bonus, 100, 500)).toBe('completed');
    expect(nextBonusStatus(bonus, 100, 1_000)).toBe('expired');
    expect(nextBonusStatus({ ...bonus, status: 'expired' }, 100, 0)).toBe('expired');
    expect(nextBonusStatus({ ...bonus, status: 'completed' }, 0, 5_000)).toBe('completed');
  });

  it('flags terms that do not belong to the product', () => {
    expect(bonusConfigProblems({ firstDeposit: { sports, casino } })).toEqual([]);
    expect(
      bonusConfigProblems({ firstDeposit: { sports: { ...sports, gameWeights: {} } } }),
    ).toHaveLength(1);
    expect(
      bonusConfigProblems({ firstDeposit: { casino: { ...casino, minOdds: 2 } } }),
    ).toHaveLength(1);
  });
});

describe('cashback payout terms', () => {
  it('defaults to a casino bonus staked once within 7 days, and takes what a brand says', () => {
    expect(DEFAULT_CASHBACK_PAYOUT).toEqual({ multiplier: 1, expiryDays: 7 });
    expect(cashbackPayoutTerms(null)).toEqual({ multiplier: 1, expiryDays: 7 });
    expect(cashbackPayoutTerms({ firstDeposit: {} })).toEqual({ multiplier: 1, expiryDays: 7 });
    expect(cashbackPayoutTerms({ firstDeposit: {}, cashback: { multiplier: 0 } })).toEqual({
      multiplier: 0,
      expiryDays: 7,
    });
    expect(
      cashbackPayoutTerms({ firstDeposit: {}, cashback: { multiplier: 3, expiryDays: 14 } }),
    ).toEqual({ multiplier: 3, expiryDays: 14 });
  });

  it('wagers a cashback bonus by every casino game in full', () => {
    const terms = cashbackBonusTerms({ multiplier: 2, expiryDays: 5 });
    expect(terms).toMatchObject({ multiplier: 2, expiryDays: 5 });
    expect(gameWeight(terms, 'live-casino')).toBe(100);
    expect(gameWeight(terms, null)).toBe(100);
    expect(wageringRequirement(10_000, terms.multiplier)).toBe(20_000);
  });
});
