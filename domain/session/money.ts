// Money arrives in integer minor units (account data `money`, payment `amount`); this turns it
// into text for the customer, and the customer's typed amount back into minor units.
import { decimalToMinorUnits, minorUnitsToDecimal } from '../money/amounts';
import { findCurrency } from '../money/currencies';

/** ISO 4217 minor unit digits when the currency is not in the supported list. */
export const DEFAULT_MINOR_UNIT_DIGITS = 2;

export interface MoneyCurrency {
  /** ISO 4217 numeric code. */
  currencyId: number;
  /** ISO 4217 alphabetic code, written when there is no symbol. */
  iso?: string;
  symbol?: string;
}

export function minorUnitDigitsOf(currencyId: number): number {
  return findCurrency(currencyId)?.minorUnitDigits ?? DEFAULT_MINOR_UNIT_DIGITS;
}

/**
 * 123456 minor units of RUB -> '1 234.56 ₽' (thin no-break spaces group the thousands). Integer
 * arithmetic only: the amount is split as digits, never divided as a float.
 */
export function formatMinorUnits(amount: number, currency: MoneyCurrency): string {
  const decimal = minorUnitsToDecimal(Math.trunc(amount), minorUnitDigitsOf(currency.currencyId));
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const sign = findCurrency(currency.currencyId)?.symbol ?? currency.symbol ?? currency.iso ?? '';
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return sign === '' ? text : `${text}\u00a0${sign}`;
}

/**
 * A major-unit amount as the HTTP API answers it (150.5 RUB) as text ('150.50 ₽'); a value that
 * is not whole minor units of the currency is shown as it came rather than rounded.
 */
export function formatMajorUnits(amount: number, currency: MoneyCurrency): string {
  const minor = decimalToMinorUnits(amount, minorUnitDigitsOf(currency.currencyId));
  return minor === null ? String(amount) : formatMinorUnits(minor, currency);
}

/**
 * What the customer typed ('150', '150.5', '150,50') in minor units of the currency, or null
 * when it is not a positive amount with at most the currency's fraction digits.
 */
export function parseAmountToMinor(text: string, currencyId: number): number | null {
  const digits = minorUnitDigitsOf(currencyId);
  const match = /^\s*(\d{1,12})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
