// Social sign-in constants (SPEC sections 1, 2, 6, 7 "Social sign-in"); house rules say so.

/** SPEC section 2: registration/{type: socialregistration}. */
export const SOCIAL_REGISTRATION_ROUTE_TYPE = 'socialregistration';

/** House rule: a sign-in sent to a provider must come back within 10 minutes. */
export const SOCIAL_LOGIN_STATE_TTL_SECONDS = 600;

/** House rule: a one-tap nonce is good for 10 minutes, once. */
export const SOCIAL_NONCE_TTL_SECONDS = 600;

/** House rule: a dismissed one-tap prompt stays away for 30 days (SPEC section 6 guests). */
export const ONE_TAP_DISMISS_DAYS = 30;

/** The localStorage key remembering the one-tap dismissal. */
export const ONE_TAP_DISMISSED_KEY = 'social_one_tap_dismissed_at';

/** What a sign-in through a provider does: sign in (registering when new), or link to the signed-in customer. */
export type SocialPurpose = 'sign_in' | 'link';

/** A linked identity as the office shows it. */
export interface SocialIdentityView {
  provider: string;
  providerName: string;
  email: string | null;
  linkedAt: string;
}

/** A provider the brand offers, as the client shows it. */
export interface SocialProviderView {
  id: string;
  name: string;
}
