// Amounts are integers of the currency's minor unit (ISO 4217; domain/money/currencies.ts).
// Formatting uses integer arithmetic only, so no float ever rounds a customer's money.
import type { Currency } from './currencies';

/** 123456 with 2 minor digits -> '1234.56'; 5 with 0 digits -> '5'; -7 with 2 -> '-0.07'. */
export function minorUnitsToDecimal(amount: number, minorUnitDigits: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an integer amount: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(minorUnitDigits + 1, '0');
  if (minorUnitDigits === 0) return sign + digits;
  const whole = digits.slice(0, digits.length - minorUnitDigits);
  return `${sign}${whole}.${digits.slice(digits.length - minorUnitDigits)}`;
}

/** '1234.56 RUB' style text for server-rendered pages (the client formats with its locale). */
export function formatMoney(amount: number, currency: Currency): string {
  return `${minorUnitsToDecimal(amount, currency.minorUnitDigits)} ${currency.iso}`;
}

/**
 * A major-unit JSON number (150.5) to minor units (15050), read from its shortest decimal text so
 * no float rounding enters; null when it has more decimals than the currency's minor unit, is
 * negative, or is not a safe integer of minor units.
 */
export function decimalToMinorUnits(value: number, minorUnitDigits: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  if (/e/i.test(text)) return value === 0 ? 0 : null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > minorUnitDigits) return null;
  const minor = Number(`${whole}${fraction.padEnd(minorUnitDigits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Minor units (15050) to the major-unit JSON number (150.5) the HTTP API answers with. The same
 * number as reading the decimal text: an integer over an exact power of ten is rounded once to the
 * nearest double, as the text 150.5 is (the push converts thousands of offers a pass).
 */
export function minorToMajorNumber(amount: number, minorUnitDigits: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an integer amount: ${amount}`);
  return minorUnitDigits === 0 ? amount : amount / 10 ** minorUnitDigits;
}
