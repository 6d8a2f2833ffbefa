// The stable reasons operator endpoints and the studio answer: listed here only, and taken into
// domain/errors/errorReasons.ts's ERROR_REASONS (worded as error_<reason> in the main dictionaries).

/** Operator sign-in and permissions. */
export const OPERATOR_REASONS = [
  /** Sign-in: the login or the password is wrong, or the account is disabled (401). */
  'operator_credentials',
  /** No valid operator session (401). */
  'operator_auth_required',
  /** A customer's session on an operator endpoint (403). */
  'operator_only',
  /** The operator's role may not do this, or not for this brand or kind (403). */
  'operator_forbidden',
  /** Creating an operator whose login exists with another role or brand (409). */
  'operator_exists',
] as const;

/** The studio's versioned content. */
export const STUDIO_REASONS = [
  /** No such brand, kind or id (404). */
  'content_not_found',
  /** Publish of a draft that does not exist (404). */
  'draft_not_found',
  /** A draft saved or published from a stale revision (409); the answer carries the current one. */
  'draft_conflict',
  /** The full content check found problems; nothing was published (422, with `findings`). */
  'publish_findings',
  /** Rollback to a version that does not exist (404). */
  'version_not_found',
  /** A preview link unknown or expired (404). */
  'preview_link_invalid',
  /** The QA matrix has not run yet (404). */
  'qa_no_run',
  /** Creating a page, route or dictionary whose id is taken (409). */
  'content_exists',
] as const;
