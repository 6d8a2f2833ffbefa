// Cookie consent (SPEC sections 5 and 9). What is agreed to is kept in the SPEC's cookie
// `cookies_agree_type` as a bit set, and when, in `cookies_agree_time` (sent as cookiesAgreeTime,
// SPEC section 7).

/** SPEC section 9 cookie name: which cookies the visitor agreed to. */
export const CONSENT_COOKIE = 'cookies_agree_type';
/** Ours: when the visitor chose (ms since the epoch), sent as cookiesAgreeTime (SPEC section 7). */
export const CONSENT_TIME_COOKIE = 'cookies_agree_time';
/** The query parameter the agreement time is sent with (SPEC section 7). */
export const CONSENT_TIME_PARAM = 'cookiesAgreeTime';
/** House rule: a choice is kept a year, then asked again. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 3600;

export interface Consent {
  /** Preferences that make the site work the way the visitor left it (hidden columns, width). */
  functional: boolean;
  /** Marketing tracking: campaign and click ids of a visitor's link. */
  marketing: boolean;
}

export const NECESSARY_ONLY: Consent = { functional: false, marketing: false };
export const ALL_COOKIES: Consent = { functional: true, marketing: true };

const FUNCTIONAL_BIT = 1;
const MARKETING_BIT = 2;

/** `cookies_agree_type`: 0 necessary only, 1 functional, 2 marketing, 3 both. */
export function consentCookieValue(consent: Consent): string {
  return String(
    (consent.functional ? FUNCTIONAL_BIT : 0) | (consent.marketing ? MARKETING_BIT : 0),
  );
}

/** The consent a cookie value stands for, or null when there is none or it is damaged. */
export function consentOf(value: string | undefined): Consent | null {
  if (value === undefined || !/^[0-3]$/.test(value)) return null;
  const bits = Number(value);
  return { functional: (bits & FUNCTIONAL_BIT) !== 0, marketing: (bits & MARKETING_BIT) !== 0 };
}

/** The agreement time cookie as a number, or null when absent or not a plausible time. */
export function consentTimeOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** SPEC section 9 cookie names: the hidden left and right columns. */
export const HIDE_LEFT_COOKIE = 'hide_left';
export const HIDE_RIGHT_COOKIE = 'hide_right';
/** Ours: the window width the server may lay the first page out for. */
export const WINDOW_WIDTH_COOKIE = 'window_width';

/**
 * SPEC section 5: only consent decides whether hide_left and hide_right are saved; the window
 * width needs functional consent (both are functional preferences here).
 */
export const FUNCTIONAL_COOKIES = [
  HIDE_LEFT_COOKIE,
  HIDE_RIGHT_COOKIE,
  WINDOW_WIDTH_COOKIE,
] as const;
