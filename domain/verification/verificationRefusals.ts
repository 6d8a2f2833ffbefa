// The stable reasons of verification refusals: listed here only, and taken into
// domain/errors/errorReasons.ts's ERROR_REASONS (worded as error_<reason> in the main dictionaries).

export const VERIFICATION_REASONS = [
  /** The uploaded file is not a JPEG, PNG or PDF by its content, whatever its name says (415). */
  'document_type_unsupported',
  /** The uploaded file is larger than the limit (413). */
  'document_too_large',
  /** The upload carried no file, or an empty one (400). */
  'document_missing',
  /** The customer's verification is already approved: nothing more to upload (409). */
  'verification_already_approved',
  /** Too many documents waiting for review at once (409). */
  'verification_too_many_pending',
  /** No such document (of this customer) (404). */
  'document_not_found',
  /** The document was already decided (409). */
  'document_not_pending',
  /** A decision the case's state does not allow (409). */
  'verification_transition_refused',
  /** A rejection needs its reason (400). */
  'verification_reason_required',
  /** The document store (an S3-compatible bucket) did not answer: try again later (503). */
  'document_store_unavailable',
] as const;

export type VerificationReason = (typeof VERIFICATION_REASONS)[number];
