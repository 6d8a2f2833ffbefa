// Which limit fields the customer cannot change now (SPEC section 4 "Limits"): self-exclusion and
// time-out while ACTIVE; a field with a pending change when the brand says so; a whole section
// when any of its fields is locked and the brand says so; the extra-limits section while type 37
// is ACTIVE.
import {
  LIMIT_SECTION_IDS,
  LIMIT_TYPE,
  isExclusionLimit,
  limitTypeInfo,
  sectionTypes,
  type LimitSectionId,
  type LimitTypeId,
} from './limitTypes';

/** The brand's lock rules (site config `limits`). */
export interface LimitLockRules {
  /** A field with a pending change is locked until it is approved or rejected. */
  lockOnPendingChange: boolean;
  /** A section with any locked field is locked whole. */
  lockWholeGroup: boolean;
}

/** What the lock rules read of a customer's limit records (the `Limit` of contract.ts). */
export interface LockableLimit {
  type: LimitTypeId;
  limitState: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  /** Epoch seconds; null: no end. */
  endsAt: number | null;
}

function isInForce(limit: LockableLimit, nowSeconds: number): boolean {
  return limit.limitState === 'ACTIVE' && (limit.endsAt === null || limit.endsAt > nowSeconds);
}

/** Type 37 is ACTIVE: the extra-limits section is disabled. */
export function isSectionDisabled(
  section: LimitSectionId,
  limits: readonly LockableLimit[],
  nowSeconds: number,
): boolean {
  return (
    section === 'extra' &&
    limits.some((l) => l.type === LIMIT_TYPE.extraLimitsDisabled && isInForce(l, nowSeconds))
  );
}

export function lockedLimitTypes(
  limits: readonly LockableLimit[],
  rules: LimitLockRules,
  nowSeconds: number,
): Set<LimitTypeId> {
  const locked = new Set<LimitTypeId>();
  for (const limit of limits) {
    if (isExclusionLimit(limit.type) && isInForce(limit, nowSeconds)) locked.add(limit.type);
    if (rules.lockOnPendingChange && limit.limitState === 'PENDING') locked.add(limit.type);
  }
  for (const section of LIMIT_SECTION_IDS) {
    const types = sectionTypes(section);
    const whole =
      isSectionDisabled(section, limits, nowSeconds) ||
      (rules.lockWholeGroup && types.some((t) => locked.has(t)));
    if (whole) for (const t of types) locked.add(t);
  }
  // 37 is the operator's: never the customer's to change.
  locked.add(LIMIT_TYPE.extraLimitsDisabled);
  return locked;
}

/** The section a type's lock belongs to (for messages). */
export function lockSectionOf(type: LimitTypeId): LimitSectionId {
  return limitTypeInfo(type).section;
}
