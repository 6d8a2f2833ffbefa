// User transfer between brands of this platform (SPEC section 3 "Transfer": country_code, phone,
// captcha, code, redirectToken, user id; section 7 "User transfer": send-code/{id}, check-code/{id},
// user-data). The customer proves the phone bound to their account with an SMS code; the code's
// check answers a one-time redirect token that the target brand trades for a session.

/** The API prefix of SPEC section 7. */
export const USER_TRANSFER_PREFIX = '/web-api/api/internal/v1/account/user-transfer';

/** House rule: a redirect token lives this long and is spent by its first use. */
export const TRANSFER_TOKEN_TTL_SECONDS = 10 * 60;

/** The target brand page that trades the token (the token travels in the URL fragment). */
export function transferLandingPath(lng: string, token: string): string {
  return `/${lng}/transfer#token=${encodeURIComponent(token)}`;
}

/** Stable refusal reasons (taken into domain/errors/errorReasons.ts). */
export const USER_TRANSFER_REASONS = [
  /** No brand with that id on this platform (404). */
  'transfer_brand_unknown',
  /** The customer asked to move to the brand they are on (400). */
  'transfer_same_brand',
  /** The phone is not the one bound to the signed-in customer's account (400). */
  'transfer_phone_mismatch',
  /** The redirect token is unknown, used, expired or for another brand (400). */
  'transfer_token_invalid',
] as const;

/**
 * SPEC section 6: "A user needing an office transfer gets a transfer modal." The house rule: a
 * customer whose account belongs to another brand (office) of this platform than the one they
 * are signed in on needs a transfer there. The account's brand is the one it was last moved to
 * (customer_brands: by the transfer itself, or an operator's move); an account never moved belongs
 * to no brand in particular and needs none. A brand the platform no longer has is not a target.
 * Answers the brand to move to, or null.
 */
export function transferTargetBrand(input: {
  /** The brand the account belongs to, or null when it was never moved. */
  accountBrand: string | null;
  /** The brand the customer is signed in on. */
  currentBrand: string;
  /** The brands of this platform. */
  brands: readonly string[];
}): string | null {
  const { accountBrand, currentBrand, brands } = input;
  if (accountBrand === null || accountBrand === currentBrand) return null;
  return brands.includes(accountBrand) ? accountBrand : null;
}

/** The pattern of a brand id (the {id} of the transfer calls). */
export const BRAND_ID_PATTERN = '^[a-z][a-z0-9-]{0,39}$';
