import { describe, expect, it } from 'vitest';
import {
  CASHBACK_RULES,
  cashbackFor,
  closedPeriods,
  tierThresholdMinor,
  tiersInCurrency,
} from '../../../domain/casino/cashback';

const RUB = 643;
const USD = 840;
const JPY = 392;

describe('casino cashback', () => {
  const vip = CASHBACK_RULES.vip;
  const premium = CASHBACK_RULES.premium;

  it('counts the net loss as stakes minus wins minus rollbacks', () => {
    const result = cashbackFor(vip, USD, { stakes: 50_000, wins: 20_000, rollbacks: 5_000 });
    expect(result.netLoss).toBe(25_000);
  });

  it('gives nothing below the first tier, and nothing when the customer is ahead', () => {
    // VIP's first tier is 100 USD = 10,000 cents.
    expect(cashbackFor(vip, USD, { stakes: 9_999, wins: 0, rollbacks: 0 })).toEqual({
      netLoss: 9_999,
      percentHundredths: null,
      cashback: 0,
    });
    expect(cashbackFor(vip, USD, { stakes: 10_000, wins: 90_000, rollbacks: 0 })).toEqual({
      netLoss: -80_000,
      percentHundredths: null,
      cashback: 0,
    });
  });

  it('applies the highest tier reached, from the threshold exactly, rounding down', () => {
    expect(cashbackFor(vip, USD, { stakes: 10_000, wins: 0, rollbacks: 0 })).toMatchObject({
      percentHundredths: 500,
      cashback: 500,
    });
    expect(cashbackFor(vip, USD, { stakes: 100_000, wins: 0, rollbacks: 0 })).toMatchObject({
      percentHundredths: 700,
      cashback: 7_000,
    });
    expect(cashbackFor(vip, USD, { stakes: 500_001, wins: 0, rollbacks: 0 })).toMatchObject({
      percentHundredths: 1_000,
      cashback: 50_000,
    });
    // 5 % of 10,033 cents is 501.65: 501.
    expect(cashbackFor(vip, USD, { stakes: 10_033, wins: 0, rollbacks: 0 }).cashback).toBe(501);
  });

  it('scales the thresholds to the currency (RUB 100 per unit, JPY without minor units)', () => {
    const firstTier = vip.tiers[0]!;
    expect(tierThresholdMinor(firstTier, USD)).toBe(10_000);
    expect(tierThresholdMinor(firstTier, RUB)).toBe(1_000_000);
    expect(tierThresholdMinor(firstTier, JPY)).toBe(15_000);
    expect(cashbackFor(vip, RUB, { stakes: 999_999, wins: 0, rollbacks: 0 }).cashback).toBe(0);
    expect(cashbackFor(vip, RUB, { stakes: 1_000_000, wins: 0, rollbacks: 0 }).cashback).toBe(
      50_000,
    );
  });

  it('premium is monthly with higher shares than VIP at the same loss', () => {
    expect(premium.period).toBe('monthly');
    expect(vip.period).toBe('weekly');
    const loss = { stakes: 2_000_000, wins: 0, rollbacks: 0 };
    expect(cashbackFor(premium, USD, loss).cashback).toBeGreaterThan(
      cashbackFor(vip, USD, loss).cashback,
    );
    expect(tiersInCurrency(premium, USD)).toEqual([
      { fromLoss: 50_000, percentHundredths: 800 },
      { fromLoss: 500_000, percentHundredths: 1_000 },
      { fromLoss: 2_000_000, percentHundredths: 1_200 },
    ]);
  });

  it('names the closed periods before the current one, newest first', () => {
    // Wednesday 2030-01-09: this VIP week started Monday the 7th.
    const at = new Date('2030-01-09T12:00:00Z');
    expect(
      closedPeriods(vip, at, 2).map((p) => [p.start.toISOString(), p.end.toISOString()]),
    ).toEqual([
      ['2029-12-31T00:00:00.000Z', '2030-01-07T00:00:00.000Z'],
      ['2029-12-24T00:00:00.000Z', '2029-12-31T00:00:00.000Z'],
    ]);
    // Premium: the months before January 2030, across the year's end.
    expect(closedPeriods(premium, at, 2).map((p) => p.start.toISOString())).toEqual([
      '2029-12-01T00:00:00.000Z',
      '2029-11-01T00:00:00.000Z',
    ]);
    // The instant a period ends it is closed.
    expect(closedPeriods(vip, new Date('2030-01-07T00:00:00Z'), 1)[0]!.end.toISOString()).toBe(
      '2030-01-07T00:00:00.000Z',
    );
  });
});
