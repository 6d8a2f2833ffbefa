// The auth context's tables as Kysely sees them (created by server/db/migrations/0002_auth.ts).
import type { Generated, JSONColumnType } from 'kysely';
import type {
  BigintColumn,
  CreatedAt,
  GeneratedBigint,
  NullableTimestamp,
  Timestamp,
} from '../db/columnTypes';

/** Personal data the customer edits (SPEC section 3 "Personal data fields"), keyed by field name. */
export type PersonalDataRecord = Record<string, string>;

/** A customer. `id` is a bigint identity starting at 10000001; the fast_reg login is the id. */
export interface UsersTable {
  id: GeneratedBigint;
  /** Lower-cased e-mail, unique when set. */
  email: string | null;
  /** Digits only, with the country calling code (e.g. 79161234567), unique when set. */
  phone: string | null;
  /** The calling code part of `phone` (e.g. 7), for the user config. */
  phone_code: string | null;
  /** scrypt hash (server/auth/passwordHash.ts). */
  password_hash: string;
  /** fast_reg, phone_reg or full_reg. */
  registration_type: string;
  country_id: number;
  currency_id: number;
  ref_code: string | null;
  /** 0 refuse, 1 sports, 2 casino (SPEC section 4 "Registration choices"). */
  first_deposit_bonus_choice: number;
  /** How a promo-code amount bonus is wagered: 0 refused, 1 sports, 2 casino, null not chosen. */
  bonus_type: number | null;
  /** SPEC section 3 site config ref_id and group_id of the brand the customer registered on. */
  ref_id: number | null;
  group_id: number | null;
  /** SPEC section 3 "Referral cookie values": the partner link the customer arrived through. */
  referral_type: string | null;
  referral_val: string | null;
  referral_additional: string | null;
  /** SPEC section 3 user_status_id: 0 regular, 1 VIP (set by an operator). */
  user_status_id: Generated<number>;
  /** SPEC section 3 "User config" activation_type: 0 none, 1 email, 2 both, 3 phone only. */
  activation_type: number;
  personal_data: JSONColumnType<PersonalDataRecord, string, string>;
  enable_mail_news: Generated<boolean>;
  enable_mail_deposit: Generated<boolean>;
  enable_mail_bets: Generated<boolean>;
  enable_sms_news: Generated<boolean>;
  /** Base32 TOTP secret; two-step sign-in is on when `two_factor_enabled`. */
  two_factor_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  ban_level: Generated<number>;
  ban_version: Generated<number>;
  /** SPEC section 3 user_hide_balance. */
  hide_balance: Generated<boolean>;
  disallow_line_sport: Generated<boolean>;
  disallow_live_sport: Generated<boolean>;
  /** SPEC section 3 "Account state" isAccountFrozen (server/access/accountFreeze.ts). */
  account_frozen: Generated<boolean>;
  /**
   * The per-user not-before of access tokens: every JWT carries the version it was issued at,
   * and sign-out or a password change increments it, so every older token is refused.
   */
  token_version: Generated<number>;
  /** When the customer last accepted the terms (registration or confirm). */
  terms_accepted_at: Timestamp;
  password_changed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Refresh credentials: only the sha256 of the random token is stored. */
export interface RefreshTokensTable {
  id: GeneratedBigint;
  user_id: BigintColumn;
  /** All tokens descended from one sign-in; reuse of a rotated one revokes the family. */
  family_id: string;
  token_hash: string;
  /** `remember`: a persistent cookie; otherwise a browser-session cookie. */
  persistent: boolean;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One-time codes sent by SMS or e-mail (phone registration, SMS sign-in, password recovery). */
export interface VerificationCodesTable {
  id: GeneratedBigint;
  /** 'phone_reg' | 'sms_login' | 'password_reset'. */
  purpose: string;
  /** The phone (digits) or e-mail (lower case) the code was sent to. */
  target: string;
  user_id: BigintColumn | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Image captchas: single use, expiring. */
export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Failed sign-ins per key (a login, a phone, an address) inside the current window. */
export interface SignInFailuresTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
}

/**
 * Failed sign-ins of one account (or of one unknown login) and until when its next attempt waits
 * (server/auth/signInDelay.ts; migration 0009).
 */
export interface SignInDelaysTable {
  account_key: string;
  failures: number;
  last_attempt_at: Timestamp;
  blocked_until: Timestamp;
}

/** Codes sent to one phone or e-mail in the current hour and day (server/auth/codeSendCaps.ts). */
export interface CodeSendCountsTable {
  target: string;
  hour_started_at: Timestamp;
  hour_count: number;
  day_started_at: Timestamp;
  day_count: number;
}

/** The generated token signing key (used only when AUTH_SECRET is unset). */
export interface AuthSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface AuthTables {
  auth_secrets: AuthSecretsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_delays: SignInDelaysTable;
  code_send_counts: CodeSendCountsTable;
}
