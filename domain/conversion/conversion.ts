// Account conversion (SPEC section 4): a currency the brand marks as legacy converts to another
// at a stated rate. Statuses: 0 not allowed, 1 main account allowed, 2 additional account
// allowed. The reminder shows once per user per browser session.

export const CONVERSION_STATUS = {
  notAllowed: 0,
  mainAccount: 1,
  additionalAccount: 2,
} as const;
export type ConversionStatus = (typeof CONVERSION_STATUS)[keyof typeof CONVERSION_STATUS];

/** Digits of the rate kept (the config's number is read at this precision). */
const RATE_SCALE_DIGITS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** The rate as an integer of 10^-8 units, or null when it is not a positive finite number. */
export function scaledRate(rate: number): bigint | null {
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const scaled = BigInt(Math.round(rate * Number(RATE_SCALE)));
  return scaled > 0n ? scaled : null;
}

/**
 * The target amount of `fromMinor` legacy minor units at `rate` legacy units per target unit,
 * rounded half up, in the target's minor units (digits may differ between the currencies).
 */
export function convertedAmount(
  fromMinor: number,
  rate: number,
  fromDigits: number,
  toDigits: number,
): number {
  const scaled = scaledRate(rate);
  if (scaled === null) throw new Error(`rate ${rate} is not positive`);
  if (!Number.isSafeInteger(fromMinor) || fromMinor < 0) {
    throw new Error(`amount ${fromMinor} is not a non-negative integer`);
  }
  // to = from * 10^(toDigits - fromDigits) / rate, with the rate scaled by 10^8.
  let numerator = BigInt(fromMinor) * RATE_SCALE;
  let denominator = scaled;
  const shift = toDigits - fromDigits;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  const whole = numerator / denominator;
  const rest = numerator % denominator;
  return Number(rest * 2n >= denominator ? whole + 1n : whole);
}

export interface LegacyAccountFacts {
  /** 0 main, 9 currency (the bonus account is never converted). */
  type: number;
  balance: number;
  /** A conversion of this account was made before. */
  converted: boolean;
}

/** Whether an account in the legacy currency still needs converting. */
export function needsConversion(account: LegacyAccountFacts): boolean {
  return !account.converted || account.balance > 0;
}

/** SPEC section 4 status of a customer, from their accounts in the legacy currency. */
export function conversionStatus(legacyAccounts: readonly LegacyAccountFacts[]): ConversionStatus {
  const due = legacyAccounts.filter(needsConversion);
  if (due.some((a) => a.type === 0)) return CONVERSION_STATUS.mainAccount;
  if (due.some((a) => a.type === 9)) return CONVERSION_STATUS.additionalAccount;
  return CONVERSION_STATUS.notAllowed;
}

/** The sessionStorage key that marks the reminder shown for a user in this browser session. */
export function conversionReminderKey(userId: string | number): string {
  return `account_conversion_reminded:${userId}`;
}

/** A conversion request's key (the client makes one per press; a repeat changes nothing). */
export const CONVERSION_REQUEST_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Stable refusal reasons (taken into domain/errors/errorReasons.ts). */
export const CONVERSION_REASONS = [
  /** The brand marks no currency as legacy, or the account is not in it (404/400). */
  'conversion_not_available',
  /** The account was converted and holds nothing more to convert (409). */
  'conversion_done',
  /** The account has payments in progress or bets not yet settled (409). */
  'conversion_account_busy',
] as const;
