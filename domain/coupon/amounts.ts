// Stake amounts per currency (SPEC section 5 "Amount steps and initial amounts are per currency,
// with fallback to RUB"; section 9 gives RUB 100 / USD 2.5 / EUR 2.5 / KZT 500 steps and RUB 150 /
// USD 5 / EUR 5 / UAH 50 initial amounts; the rest of the tables are ours). All in minor units.
import { ACCOUNT_TYPE } from '../money/accountTypes';
import { DEFAULT_CURRENCY_ID, findCurrency, SUPPORTED_CURRENCIES } from '../money/currencies';
import { COUPON_TYPES } from './couponTypes';

export interface CouponAmountRules {
  step: number;
  initial: number;
  /** The least stake (a system: per combination). */
  min: number;
  max: number;
  /** The most a coupon may pay. */
  maxPayout: number;
}

/** Major units per currency ISO code: step, initial, min, max, max payout. */
const MAJOR: Record<string, [number, number, number, number, number]> = {
  RUB: [100, 150, 10, 50_000, 10_000_000],
  USD: [2.5, 5, 0.2, 1_000, 200_000],
  EUR: [2.5, 5, 0.2, 1_000, 200_000],
  KZT: [500, 1_000, 100, 500_000, 100_000_000],
  UAH: [25, 50, 5, 25_000, 5_000_000],
  BYN: [5, 10, 0.5, 2_500, 500_000],
  GBP: [2, 5, 0.2, 1_000, 200_000],
  TRY: [50, 100, 5, 25_000, 5_000_000],
  AZN: [5, 10, 0.5, 2_000, 400_000],
  GEL: [5, 10, 0.5, 2_500, 500_000],
  AMD: [1_000, 2_000, 100, 500_000, 100_000_000],
  UZS: [25_000, 50_000, 2_500, 12_500_000, 2_500_000_000],
  PLN: [10, 20, 1, 4_000, 800_000],
  JPY: [500, 1_000, 30, 150_000, 30_000_000],
  KWD: [1, 2, 0.1, 300, 60_000],
  HRK: [20, 40, 1.5, 7_500, 1_500_000],
};

function toMinor(major: number, digits: number): number {
  return Math.round(major * 10 ** digits);
}

const RULES = new Map<number, CouponAmountRules>(
  SUPPORTED_CURRENCIES.filter((c) => MAJOR[c.iso]).map((c) => {
    const [step, initial, min, max, maxPayout] = MAJOR[c.iso]!;
    const d = c.minorUnitDigits;
    return [
      c.id,
      {
        step: toMinor(step, d),
        initial: toMinor(initial, d),
        min: toMinor(min, d),
        max: toMinor(max, d),
        maxPayout: toMinor(maxPayout, d),
      },
    ];
  }),
);

/** The currency's amounts; an unknown currency gets RUB's (SPEC section 5). */
export function couponAmountRules(currencyId: number): CouponAmountRules {
  return RULES.get(currencyId) ?? RULES.get(DEFAULT_CURRENCY_ID)!;
}

/** Currencies with a table of their own (the rest fall back to RUB). */
export function hasOwnAmountRules(currencyId: number): boolean {
  return RULES.has(currencyId) && findCurrency(currencyId) !== undefined;
}

/**
 * SPEC section 5: the minimum applies only to the configured types. Singles are configured as 9;
 * each single (type 0) follows its coupon's.
 */
export function minAmountApplies(typeId: number, configured: readonly number[]): boolean {
  return configured.includes(typeId === 0 ? COUPON_TYPES.singles : typeId);
}

/** SPEC section 5: the maximum applies to the configured types but never to the bonus account. */
export function maxAmountApplies(
  typeId: number,
  configured: readonly number[],
  accountType: number,
): boolean {
  if (accountType === ACCOUNT_TYPE.bonus) return false;
  return configured.includes(typeId === 0 ? COUPON_TYPES.singles : typeId);
}
