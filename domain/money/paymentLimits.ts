// Deposit and withdrawal bounds per currency, in integer minor units. The SPEC gives none; these
// are the platform's (a house rule), in whole currency units, scaled
// by the ISO 4217 minor unit of domain/money/currencies.ts.
import { findCurrency, DEFAULT_CURRENCY_ID } from './currencies';

interface WholeUnitLimits {
  min: number;
  max: number;
}

const WHOLE_UNIT_LIMITS: Readonly<Record<string, WholeUnitLimits>> = {
  RUB: { min: 100, max: 1_000_000 },
  USD: { min: 1, max: 20_000 },
  EUR: { min: 1, max: 20_000 },
  KZT: { min: 500, max: 5_000_000 },
  UAH: { min: 50, max: 500_000 },
  BYN: { min: 5, max: 50_000 },
  GBP: { min: 1, max: 15_000 },
  TRY: { min: 30, max: 500_000 },
  AZN: { min: 2, max: 30_000 },
  GEL: { min: 3, max: 50_000 },
  AMD: { min: 500, max: 8_000_000 },
  UZS: { min: 10_000, max: 250_000_000 },
  PLN: { min: 5, max: 80_000 },
  JPY: { min: 150, max: 3_000_000 },
  KWD: { min: 1, max: 6_000 },
};

export interface AmountLimits {
  /** Smallest amount, integer minor units. */
  min: number;
  /** Largest amount, integer minor units. */
  max: number;
}

/** Bounds of one deposit or withdrawal in the currency, with the RUB bounds as fallback. */
export function paymentLimits(currencyId: number): AmountLimits {
  const currency = findCurrency(currencyId) ?? findCurrency(DEFAULT_CURRENCY_ID)!;
  const whole = WHOLE_UNIT_LIMITS[currency.iso] ?? WHOLE_UNIT_LIMITS.RUB!;
  const scale = 10 ** currency.minorUnitDigits;
  return { min: whole.min * scale, max: whole.max * scale };
}

/** Why `amount` (minor units) is not a valid payment amount in the currency, or null. */
export function paymentAmountProblem(amount: number, currencyId: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return 'amount must be a positive integer of minor units';
  }
  const { min, max } = paymentLimits(currencyId);
  if (amount < min) return `amount must be at least ${min} minor units`;
  if (amount > max) return `amount must be at most ${max} minor units`;
  return null;
}

/** The largest amount any currency allows, for the JSON Schema `maximum` of request bodies. */
export const LARGEST_PAYMENT_AMOUNT = 1_000_000_000_000;
