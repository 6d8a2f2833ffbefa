// The currencies an account can be opened in (SPEC section 3 "Account state",
// "Registration payload" currency_id; section 9 "Coupon constants" names RUB, USD, EUR, KZT, UAH).
// `id` is the ISO 4217 numeric code, `iso` the ISO 4217 alphabetic code, and `minorUnitDigits`
// the ISO 4217 minor unit: amounts are integers in 10^-minorUnitDigits of the currency.

export interface Currency {
  /** ISO 4217 numeric code, the `currency_id` of every API. */
  id: number;
  /** ISO 4217 alphabetic code. */
  iso: string;
  symbol: string;
  /** ISO 4217 minor unit: 2 means amounts are in hundredths (kopecks, cents). */
  minorUnitDigits: number;
}

export const SUPPORTED_CURRENCIES: readonly Currency[] = [
  { id: 643, iso: 'RUB', symbol: '₽', minorUnitDigits: 2 },
  { id: 840, iso: 'USD', symbol: '$', minorUnitDigits: 2 },
  { id: 978, iso: 'EUR', symbol: '€', minorUnitDigits: 2 },
  { id: 398, iso: 'KZT', symbol: '₸', minorUnitDigits: 2 },
  { id: 980, iso: 'UAH', symbol: '₴', minorUnitDigits: 2 },
  { id: 933, iso: 'BYN', symbol: 'Br', minorUnitDigits: 2 },
  { id: 826, iso: 'GBP', symbol: '£', minorUnitDigits: 2 },
  { id: 949, iso: 'TRY', symbol: '₺', minorUnitDigits: 2 },
  { id: 944, iso: 'AZN', symbol: '₼', minorUnitDigits: 2 },
  { id: 981, iso: 'GEL', symbol: '₾', minorUnitDigits: 2 },
  { id: 51, iso: 'AMD', symbol: '֏', minorUnitDigits: 2 },
  { id: 860, iso: 'UZS', symbol: 'soʻm', minorUnitDigits: 2 },
  { id: 985, iso: 'PLN', symbol: 'zł', minorUnitDigits: 2 },
  { id: 392, iso: 'JPY', symbol: '¥', minorUnitDigits: 0 },
  { id: 414, iso: 'KWD', symbol: 'KD', minorUnitDigits: 3 },
  // Croatian kuna: replaced by the euro; brands mark it legacy (site config accountConversion).
  { id: 191, iso: 'HRK', symbol: 'kn', minorUnitDigits: 2 },
];

/** SPEC section 5 "Amount steps and initial amounts are per currency, with fallback to RUB". */
export const DEFAULT_CURRENCY_ID = 643;

const BY_ID = new Map(SUPPORTED_CURRENCIES.map((c) => [c.id, c]));

export function findCurrency(id: number): Currency | undefined {
  return BY_ID.get(id);
}

export function isSupportedCurrency(id: number): boolean {
  return BY_ID.has(id);
}

/** The numeric ids, e.g. for a JSON Schema `enum`. */
export const SUPPORTED_CURRENCY_IDS: readonly number[] = SUPPORTED_CURRENCIES.map((c) => c.id);
