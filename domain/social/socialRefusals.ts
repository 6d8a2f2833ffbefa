// The stable reasons of social sign-in refusals: listed here only, and taken into
// domain/errors/errorReasons.ts's ERROR_REASONS (worded as error_<reason> in the main dictionaries).

export const SOCIAL_REASONS = [
  /** The brand offers no such provider, or it is switched off on this server (404). */
  'social_provider_unknown',
  /** An ID token that is not a well-formed JWT, or whose signature the provider's keys refuse (400). */
  'id_token_signature',
  /** An ID token from another issuer than the provider's (400). */
  'id_token_issuer',
  /** An ID token issued to another client (aud is not our client id) (400). */
  'id_token_audience',
  /** An ID token past its exp (400). */
  'id_token_expired',
  /** An ID token without the nonce we gave, or with one already used or expired (400). */
  'id_token_nonce',
  /** The provider's answer could not be used: state unknown or expired, the code refused (400). */
  'social_sign_in_failed',
  /** The identity is linked to another customer (409). */
  'social_identity_taken',
  /** The customer already has an identity of this provider linked (409). */
  'social_already_linked',
  /** The customer has no identity of this provider linked (404). */
  'social_not_linked',
  /** Unlinking would leave the account without any way to sign in (409). */
  'social_only_sign_in',
] as const;

export type SocialReason = (typeof SOCIAL_REASONS)[number];
