// The values a limit may take (SPEC section 5 "limit values", section 9 "no-limit value").
import { paymentLimits } from '../money/paymentLimits';
import { isLimitType, LIMIT_TYPE, limitTypeInfo, type LimitTypeId } from './limitTypes';

/** A deposit limit of 999999999 means no limit (SPEC sections 5 and 9). */
export const NO_LIMIT = 999_999_999;

/** Session limit -1: not set (SPEC section 3). */
export const SESSION_NOT_SET = -1;

/**
 * Self-exclusion days (SPEC section 5). 360 or 365, 720 or 730, 1080 or 1095, 1800 or 1825 are
 * the same choice: both spellings are accepted, the calendar one is offered.
 */
export const SELF_EXCLUSION_DAYS_OFFERED = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
export const SELF_EXCLUSION_DAYS_ACCEPTED: readonly number[] = [
  ...SELF_EXCLUSION_DAYS_OFFERED,
  360,
  720,
  1080,
  1800,
];

/** Session limit hours 1-24 (SPEC section 5). */
export const SESSION_HOURS: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);

/** Reality check minutes (SPEC section 5). */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;

/** Deposit time-out days (SPEC section 5). */
export const TIME_OUT_DAYS = [1, 7, 30, 90] as const;

/**
 * Amounts offered for money limits, in multiples of the currency's smallest deposit
 * (domain/money/paymentLimits.ts), so every currency gets a ladder of like size.
 */
export const AMOUNT_LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;

/** The largest custom amount, minor units (for types the brand configures as custom). */
export const MAX_CUSTOM_AMOUNT = 1_000_000_000_000;

/** The values offered for a type in the customer's main currency (amounts in minor units). */
export function availableLimitValues(type: LimitTypeId, currencyId: number): number[] {
  const info = limitTypeInfo(type);
  switch (info.group) {
    case 'deposit':
      return [...amountLadder(currencyId), NO_LIMIT];
    case 'wagering':
    case 'loss':
      return amountLadder(currencyId);
    case 'selfExclusion':
      return [...SELF_EXCLUSION_DAYS_OFFERED];
    case 'session':
      return [...SESSION_HOURS];
    case 'realityCheck':
      return [...REALITY_CHECK_MINUTES];
    case 'timeOut':
      return [...TIME_OUT_DAYS];
    case 'flag':
      return [1];
  }
}

function amountLadder(currencyId: number): number[] {
  const unit = paymentLimits(currencyId).min;
  return AMOUNT_LADDER.map((n) => n * unit);
}

export type LimitValueProblem = 'unknown_type' | 'not_settable' | 'value_not_allowed';

export interface LimitValueOptions {
  /** The customer's main account currency. */
  currencyId: number;
  /** Types the brand lets customers enter any amount for (site config limits.customTypes). */
  customTypes: readonly number[];
}

/**
 * Why a customer may not save `value` for `type`, or null. -1 (session) and NO_LIMIT (deposits)
 * are accepted: they are removals, which the change rule makes pending.
 */
export function limitValueProblem(
  type: number,
  value: number,
  opts: LimitValueOptions,
): LimitValueProblem | null {
  if (!isLimitType(type)) return 'unknown_type';
  const info = limitTypeInfo(type);
  if (!info.customerSettable) return 'not_settable';
  if (!Number.isSafeInteger(value)) return 'value_not_allowed';
  if (type === LIMIT_TYPE.session && value === SESSION_NOT_SET) return null;
  if (type === LIMIT_TYPE.selfExclusion) {
    return SELF_EXCLUSION_DAYS_ACCEPTED.includes(value) ? null : 'value_not_allowed';
  }
  if (info.measure === 'amount' && opts.customTypes.includes(type)) {
    if (info.group === 'deposit' && value === NO_LIMIT) return null;
    return value >= 1 && value <= MAX_CUSTOM_AMOUNT ? null : 'value_not_allowed';
  }
  return availableLimitValues(type, opts.currencyId).includes(value) ? null : 'value_not_allowed';
}

/** Whether the value means "no limit" for the type (a removal). */
export function isNoLimitValue(type: LimitTypeId, value: number): boolean {
  const group = limitTypeInfo(type).group;
  return (
    (group === 'deposit' && value === NO_LIMIT) ||
    (type === LIMIT_TYPE.session && value === SESSION_NOT_SET)
  );
}

/** The value a pending removal shows: NO_LIMIT for money limits, -1 for the others. */
export function removalValue(type: LimitTypeId): number {
  return limitTypeInfo(type).measure === 'amount' ? NO_LIMIT : -1;
}
