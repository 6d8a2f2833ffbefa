// The stable reasons of the message refusals (e-mail and SMS sending, the activation and newsletter
// links): listed here only, and taken into domain/errors/errorReasons.ts's ERROR_REASONS (worded as
// error_<reason> in the main dictionaries).

export const MESSAGE_REASONS = [
  /** The mail server or the SMS gateway did not take the message; nothing was sent (503). */
  'message_not_sent',
  /** A link's token that this server never issued, or issued for an e-mail no longer the account's (400). */
  'link_invalid',
  /** A link past its validity (410). */
  'link_expired',
  /** A single-use link already used (409). */
  'link_used',
  /** A link of another customer's account opened while signed in as someone else (403). */
  'link_other_customer',
  /** The account has no e-mail address to confirm (409). */
  'email_missing',
  /** The account's e-mail address is already confirmed (409). */
  'email_already_confirmed',
] as const;

export type MessageReason = (typeof MESSAGE_REASONS)[number];
