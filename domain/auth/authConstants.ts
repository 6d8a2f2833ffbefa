// Constants of customer authentication, each with the SPEC section or house rule it serves.

/** Lifetime of the `user_token` access JWT (SPEC section 3 "Token and fingerprint": a JWT with an exp). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** The refresh credential of a `remember` sign-in (persistent cookie). */
export const REFRESH_TTL_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** The refresh credential without `remember` (browser-session cookie, capped server-side). */
export const REFRESH_TTL_SESSION_SECONDS = 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is a race between tabs, not a
 * theft: it gets an access token but no new refresh token. Later reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Cookie names: `user_token` is SPEC section 9 "Cookie names"; the refresh cookie is ours. */
export const ACCESS_COOKIE = 'user_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie is sent only to the API. */
export const REFRESH_COOKIE_PATH = '/web-api/';

/** House rule: after this many failed sign-ins the next attempt demands a captcha (the 5th). */
export const FAILED_SIGN_INS_BEFORE_CAPTCHA = 4;
/** From one address, failures over all logins before a captcha is demanded (password spraying). */
export const FAILED_SIGN_INS_PER_ADDRESS_BEFORE_CAPTCHA = 20;
/** Failed sign-ins count inside this window; a success clears them. */
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** SPEC section 8: HTTP 400 with these codes shows the captcha and retries with the captcha header. */
export const CAPTCHA_CODES = {
  required: 100,
  wrong: 111,
  expired: 112,
  usedOrUnknown: 113,
} as const;
/** The header a client retries with: `x-captcha: <captchaId>:<answer>`. */
export const CAPTCHA_HEADER = 'x-captcha';
/** GET /captcha/gettime answers this lifetime. */
export const CAPTCHA_LIFETIME_SECONDS = 120;
export const CAPTCHA_LENGTH = 5;

/** The second step of a two-factor sign-in must follow the password within this time. */
export const TWO_STEP_TICKET_TTL_SECONDS = 5 * 60;
export const TWO_STEP_COOKIE = 'two_step';

/** SMS and e-mail codes (registration by phone, SMS sign-in, password recovery). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 5 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** SPEC section 4 "Registration choices": bonus choices 0 refuse, 1 sports, 2 casino. */
export const FIRST_DEPOSIT_BONUS_CHOICES = [0, 1, 2] as const;

/** SPEC section 3 "User config" activation_type. */
export const ACTIVATION_TYPE = { none: 0, email: 1, both: 2, phoneOnly: 3 } as const;

/** Registration types (SPEC section 2 "Registration"); soc_reg goes through a provider (server/social/). */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Password rules for customer-chosen passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** fast_reg: length of the generated password. */
export const GENERATED_PASSWORD_LENGTH = 12;

/**
 * The date of the current terms and rules. A customer who accepted the terms before it must
 * confirm them again (SPEC section 4 "Terms"; 451 with exception_code 1, SPEC section 8).
 */
export const TERMS_UPDATED_AT = '2026-01-01T00:00:00.000Z';
/** SPEC section 8: the exception code of a 451 that asks to confirm the terms. */
export const TERMS_EXCEPTION_CODE = 1;

/** SPEC section 4 "Auto logoff"; the brand's site config may override (isAutoLogoffEnable). */
export const DEFAULT_AUTO_LOGOFF_MINUTES = 30;
