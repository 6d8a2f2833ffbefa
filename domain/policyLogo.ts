// SPEC section 2 "Layout rules": the hidden policy-logo image is requested only for these geo
// country ids.
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** Where the hidden policy-logo image is requested from (served by the server, SPEC section 7). */
export const POLICY_LOGO_URL = '/web-api/policy/logo.agif';

export function shouldRequestPolicyLogo(geoCountryId: number | undefined): boolean {
  return geoCountryId !== undefined && POLICY_LOGO_COUNTRY_IDS.includes(geoCountryId);
}
