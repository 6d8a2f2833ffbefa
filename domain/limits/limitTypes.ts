// The limit types of SPEC section 3 "Limit" (the type table), each with the section of the
// responsible-gaming page it sits in (SPEC section 2), what its value measures and, for the
// money limits, the rolling window it counts over (SPEC section 9: 24h, 7d, 30d).

export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  depositTimeOut: 33,
  /** Set by the operator: while ACTIVE the extra-limits section is disabled. */
  extraLimitsDisabled: 37,
} as const;

export type LimitTypeId = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

/** What a type limits. */
export type LimitGroup =
  | 'wagering'
  | 'loss'
  | 'deposit'
  | 'selfExclusion'
  | 'session'
  | 'realityCheck'
  | 'timeOut'
  | 'flag';

/** The sections of the responsible-gaming page, in the order of SPEC section 2. */
export const LIMIT_SECTION_IDS = ['deposit', 'extra', 'reality', 'wagering', 'loss'] as const;
export type LimitSectionId = (typeof LIMIT_SECTION_IDS)[number];

/**
 * The unit of `limitValue`: 'amount' is integer minor units of the customer's main account
 * currency; 'flag' is 1 (on).
 */
export type LimitMeasure = 'amount' | 'days' | 'hours' | 'minutes' | 'flag';

export interface LimitTypeInfo {
  type: LimitTypeId;
  group: LimitGroup;
  section: LimitSectionId;
  measure: LimitMeasure;
  /** The rolling window a money limit counts over; null for the others. */
  windowHours: number | null;
  /** False for 37, which only the operator sets. */
  customerSettable: boolean;
}

const H24 = 24;
const D7 = 7 * 24;
const D30 = 30 * 24;

export const LIMIT_TYPES: readonly LimitTypeInfo[] = [
  {
    type: 20,
    group: 'deposit',
    section: 'deposit',
    measure: 'amount',
    windowHours: H24,
    customerSettable: true,
  },
  {
    type: 21,
    group: 'deposit',
    section: 'deposit',
    measure: 'amount',
    windowHours: D7,
    customerSettable: true,
  },
  {
    type: 22,
    group: 'deposit',
    section: 'deposit',
    measure: 'amount',
    windowHours: D30,
    customerSettable: true,
  },
  {
    type: 30,
    group: 'selfExclusion',
    section: 'extra',
    measure: 'days',
    windowHours: null,
    customerSettable: true,
  },
  {
    type: 31,
    group: 'session',
    section: 'extra',
    measure: 'hours',
    windowHours: null,
    customerSettable: true,
  },
  {
    type: 33,
    group: 'timeOut',
    section: 'extra',
    measure: 'days',
    windowHours: null,
    customerSettable: true,
  },
  {
    type: 37,
    group: 'flag',
    section: 'extra',
    measure: 'flag',
    windowHours: null,
    customerSettable: false,
  },
  {
    type: 32,
    group: 'realityCheck',
    section: 'reality',
    measure: 'minutes',
    windowHours: null,
    customerSettable: true,
  },
  {
    type: 1,
    group: 'wagering',
    section: 'wagering',
    measure: 'amount',
    windowHours: H24,
    customerSettable: true,
  },
  {
    type: 2,
    group: 'wagering',
    section: 'wagering',
    measure: 'amount',
    windowHours: D7,
    customerSettable: true,
  },
  {
    type: 3,
    group: 'wagering',
    section: 'wagering',
    measure: 'amount',
    windowHours: D30,
    customerSettable: true,
  },
  {
    type: 10,
    group: 'loss',
    section: 'loss',
    measure: 'amount',
    windowHours: H24,
    customerSettable: true,
  },
  {
    type: 11,
    group: 'loss',
    section: 'loss',
    measure: 'amount',
    windowHours: D7,
    customerSettable: true,
  },
  {
    type: 12,
    group: 'loss',
    section: 'loss',
    measure: 'amount',
    windowHours: D30,
    customerSettable: true,
  },
];

const BY_TYPE = new Map<number, LimitTypeInfo>(LIMIT_TYPES.map((t) => [t.type, t]));

export const LIMIT_TYPE_IDS: readonly LimitTypeId[] = LIMIT_TYPES.map((t) => t.type);

export function isLimitType(value: unknown): value is LimitTypeId {
  return typeof value === 'number' && BY_TYPE.has(value);
}

export function limitTypeInfo(type: LimitTypeId): LimitTypeInfo {
  const info = BY_TYPE.get(type);
  if (!info) throw new RangeError(`Unknown limit type ${type}`);
  return info;
}

/** The types of a section, in page order. */
export function sectionTypes(section: LimitSectionId): LimitTypeId[] {
  return LIMIT_TYPES.filter((t) => t.section === section).map((t) => t.type);
}

/** Amount limits (wagering, loss, deposit): counted over a rolling window. */
export function isMoneyLimit(type: LimitTypeId): boolean {
  return limitTypeInfo(type).measure === 'amount';
}

/** Self-exclusion and time-out: a period that starts at once and ends by itself. */
export function isExclusionLimit(type: LimitTypeId): boolean {
  return type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.depositTimeOut;
}
