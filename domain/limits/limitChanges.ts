// The change rule regulators use (UKGC RTS 12, MGA): a stricter limit applies at once; a looser
// one, or removing one, waits as PENDING for a cooling-off period and then needs the customer's
// approval; rejecting it drops it (SPEC section 4 "Limits").
import { limitTypeInfo, type LimitTypeId } from './limitTypes';
import { isNoLimitValue, removalValue } from './limitValues';

/** The cooling-off period when the brand configures none (site config limits.coolingOffHours). */
export const DEFAULT_COOLING_OFF_HOURS = 24;

export type LimitChange = 'unchanged' | 'stricter' | 'looser';

/** A value as the rule sees it: null is no limit (absent, NO_LIMIT, session -1). */
export function effectiveLimitValue(type: LimitTypeId, value: number | null): number | null {
  return value === null || isNoLimitValue(type, value) ? null : value;
}

/**
 * How `next` compares to `current` (null: no limit). A lower amount, fewer session hours or more
 * frequent reality checks are stricter; any limit is stricter than none; for self-exclusion and
 * time-out a longer period is stricter.
 */
export function limitChange(
  type: LimitTypeId,
  current: number | null,
  next: number | null,
): LimitChange {
  const from = effectiveLimitValue(type, current);
  const to = effectiveLimitValue(type, next);
  if (from === to) return 'unchanged';
  if (from === null) return 'stricter';
  if (to === null) return 'looser';
  const group = limitTypeInfo(type).group;
  const longerIsStricter = group === 'selfExclusion' || group === 'timeOut' || group === 'flag';
  const stricter = longerIsStricter ? to > from : to < from;
  return stricter ? 'stricter' : 'looser';
}

export function limitIsLooser(
  type: LimitTypeId,
  current: number | null,
  next: number | null,
): boolean {
  return limitChange(type, current, next) === 'looser';
}

/**
 * The limitType of a pending change (SPEC section 4): -1 when the new value is lower than the
 * current one, otherwise 1. A removal compares as its shown value (NO_LIMIT, or -1).
 */
export function pendingLimitType(
  type: LimitTypeId,
  current: number | null,
  next: number | null,
): -1 | 1 {
  const shownNext = next ?? removalValue(type);
  const shownCurrent = current ?? removalValue(type);
  return shownNext < shownCurrent ? -1 : 1;
}

/** When a pending change asked for at `requestedAt` (epoch seconds) may be approved. */
export function approvableAt(requestedAt: number, coolingOffHours: number): number {
  return requestedAt + Math.round(coolingOffHours * 3600);
}

/** Approval is refused before the cooling-off ends. */
export function canApprove(pending: { approvableAt: number }, nowSeconds: number): boolean {
  return nowSeconds >= pending.approvableAt;
}
