// The stable reasons of access refusals: listed here only, and taken into
// domain/errors/errorReasons.ts's ERROR_REASONS (worded as error_<reason> in the main dictionaries).

export const ACCESS_REASONS = [
  /** A banned customer (ban_level > 0) on a customer route its ban does not allow (403). */
  'customer_banned',
  /** A frozen account (isAccountFrozen) on a route that would move its money (403). */
  'account_frozen',
  /** A redirect rule whose chain leads back to where it started (400). */
  'redirect_loop',
  /** A redirect rule whose target leaves the site (an absolute URL, '//', a backslash) (400). */
  'redirect_offsite',
  /** A malformed redirect or block rule (bad path, code, reason, country or block reason) (400). */
  'rule_invalid',
  /** A malformed maintenance window (ends before it starts, overlaps another, too many) (400). */
  'maintenance_invalid',
  /** An unknown brand named by an operator call (400). */
  'brand_unknown',
  /** A block appeal from a customer who is not banned (403). */
  'not_banned',
  /** A second block appeal while the customer's first still waits for its answer (409). */
  'appeal_pending',
  /** An answer to a block appeal that has been answered already (409). */
  'appeal_answered',
] as const;

export type AccessReason = (typeof ACCESS_REASONS)[number];
