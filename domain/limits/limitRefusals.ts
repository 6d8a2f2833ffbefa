// The stable reasons the limit service and its enforcement answer: listed here only, and taken
// into domain/errors/errorReasons.ts's ERROR_REASONS (worded as error_<reason> in the main
// dictionaries).

/** Refusals of the limit service's own calls. */
export const LIMIT_SERVICE_REASONS = [
  /** X-Language names no language of the brand (missing: 400 missing_field). */
  'language_unsupported',
  /** A type not in the SPEC section 3 table (400). */
  'limit_unknown_type',
  /** A value outside the type's set (SPEC section 5) (400). */
  'limit_value_not_allowed',
  /** Type 37: only the operator sets it (403). */
  'limit_not_settable',
  /** Locked by the rules of limitLocks.ts (403). */
  'limit_locked',
  /** limitaction or DELETE on a type with no pending change or no limit (403). */
  'limit_not_found',
  /** Approval before the cooling-off ends (403); endsAt says when. */
  'limit_cooling_off',
  /** testanswers: the tokenGuid is unknown, someone else's, used or expired (403). */
  'limit_token_invalid',
] as const;

/** Refusals of play, deposits and sign-in because of a limit. */
export const LIMIT_ENFORCEMENT_REASONS = [
  /** A deposit beyond a deposit limit's remaining amount; `remaining` says how much is left. */
  'limit_deposit_exceeded',
  /** A stake beyond a wagering limit's remaining amount; `remaining` says how much is left. */
  'limit_wagering_exceeded',
  /** A stake that could lose more than a loss limit leaves; `remaining` says how much is left. */
  'limit_loss_exceeded',
  /** Self-excluded until `endsAt`: no sign-in, betting or deposit. */
  'self_excluded',
  /** A time-out until `endsAt`: no sign-in, betting or deposit. */
  'time_out_active',
  /** The session limit ran out today: no sign-in until `endsAt` (the next UTC midnight). */
  'session_limit_ended',
] as const;

export type LimitServiceReason = (typeof LIMIT_SERVICE_REASONS)[number];
export type LimitEnforcementReason = (typeof LIMIT_ENFORCEMENT_REASONS)[number];

/** The reasons assertStakeAllowed throws (coupon placement answers them as refusal codes too). */
export type StakeRefusalReason = Extract<
  LimitEnforcementReason,
  'limit_wagering_exceeded' | 'limit_loss_exceeded' | 'self_excluded' | 'time_out_active'
>;
