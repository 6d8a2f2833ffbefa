// The session's shapes and settings (SPEC sections 4 and 7): the user as the rules see it, the
// answers of the session calls, the sign-in and registration inputs, and what the session store is
// given (stores/SessionStore.ts).
import type { ApiClient, TokenManager } from '../runtime/api';
import type { RuleContext } from '../runtime/render/types';
import type { AutoLogoffSettings } from '../domain/session';
import type { RegistrationType } from '../domain/auth/authConstants';
import type { ActionResult } from './actionResult';
import type { ActivitySource, Scheduler, VisibilitySource } from './scheduler';

export type SessionUser = RuleContext['user'];

export const GUEST_USER: Readonly<SessionUser> = Object.freeze({
  isAuthenticated: false,
  banLevel: 0,
  isTermsChanged: false,
});

/** SPEC section 7 "Authentication": the session check is retried twice at 1500 ms. */
export const AUTH_CHECK_RETRIES = 2;
export const AUTH_CHECK_DELAY_MS = 1500;
/** SPEC section 4 "Session" / section 9: authentication polled every 60 s while visible. */
export const AUTH_POLL_MS = 60_000;
/** SPEC section 9: session load 8 s after ready. */
export const SESSION_LOAD_DELAY_MS = 8_000;
/** localStorage key: auto logoff happened, show the notice at the next sign-in. */
export const AUTO_LOGOFF_NOTICE_KEY = 'autoLogoffNotice';
/** sessionStorage key of the loaded session (SPEC section 7: run once if none in storage). */
export const SESSION_STORAGE_KEY = 'session';

/** GET /web-api/auth/check */
export interface AuthCheckAnswer {
  user_id: number | null;
  /** The ban, known as soon as the customer (0: not banned). */
  ban_level?: number;
  ban_version?: number;
}

/** GET /web-api/session */
export interface SessionAnswer {
  user_id: number | null;
  ban_level?: number;
  ban_version?: number;
  is_terms_changed?: boolean;
  auto_logoff?: { enabled?: boolean; inactive_minutes?: number };
  /** SPEC section 6: the brand (office) to move the account to; null or absent: none needed. */
  transfer_brand?: string | null;
}

/** Sign-in answers: success, or a second factor is needed. */
export interface LoginAnswer {
  success?: boolean;
  user_id?: number;
  two_step_required?: boolean;
  message?: string;
}

export type LoginResult = ActionResult | { ok: false; message: string; twoStepRequired: true };

export interface LoginInput {
  login: string;
  password: string;
  remember: boolean;
}
export interface PhoneLoginInput {
  phone: string;
  phoneCode: string;
  password: string;
  remember: boolean;
}
export interface SmsLoginInput {
  phone: string;
  phoneCode: string;
  code: string;
  remember: boolean;
}

/** Where an SMS code goes, and what it is for: SMS sign-in (default) or phone registration. */
export interface SmsCodeInput {
  phoneNumber: string;
  phoneCode: string;
  purpose?: 'sms_login' | 'phone_reg';
}

/** SPEC section 3 "Registration payload" and section 4 "Registration choices". */
export interface RegistrationPayload {
  type: RegistrationType;
  /** ISO 3166-1 numeric. */
  country_id: number;
  /** ISO 4217 numeric. */
  currency_id: number;
  ref_code?: string;
  /** 0 refuse, 1 sports, 2 casino. */
  first_deposit_bonus_choice?: 0 | 1 | 2;
  social_media?: string;
  // phone_reg
  phone?: string;
  phone_code?: string;
  sms_code?: string;
  // full_reg (and phone_reg password); the e-mail code from sendEmailCode()
  email?: string;
  email_code?: string;
  password?: string;
  user_name?: string;
  user_surname?: string;
  user_birthday_date?: string;
  remember?: boolean;
}

export interface GeneratedCredentials {
  login: string;
  password: string;
}

export type RegisterResult = ActionResult<{ credentials?: GeneratedCredentials }>;

export interface RegisterAnswer {
  success?: boolean;
  user_id?: number;
  login?: string | number;
  password?: string;
  message?: string;
}

/** Where the app goes after sign-out; the app wires the router (or a full reload). */
export interface SessionNavigation {
  currentPath(): string;
  language(): string;
  /** Full reload at `path` (SPEC section 4: logout "then reloads or goes home"). */
  reloadAt(path: string): void;
}

export interface CookieJar {
  remove(name: string): void;
}

export interface SessionStoreDeps {
  api: ApiClient;
  /** The access token held by the API client's 401 interceptor; dropped on sign-in and sign-out. */
  tokens?: Pick<TokenManager, 'drop'>;
  scheduler?: Scheduler;
  visibility?: VisibilitySource;
  activity?: ActivitySource;
  /** localStorage: the auto logoff notice survives the reload after logout. */
  storage?: Storage;
  /** sessionStorage: the loaded session, reused within the tab. */
  sessionStorage?: Storage;
  cookies?: CookieJar;
  /** When the visitor answered the cookie question (ms), sent as cookiesAgreeTime (SPEC 7). */
  cookiesAgreeTime?: () => number | null;
  /** Site config flags isAutoLogoffEnable / autoLogoffInactiveMinutes (SPEC section 3). */
  autoLogoffSettings?: () => AutoLogoffSettings;
  /** SPEC section 4: on login the configuration reloads. */
  reloadConfig?: () => Promise<void>;
  navigation?: SessionNavigation;
  /** Logged-only failures (SPEC section 8: failed session load, token fetch error). */
  log?: (message: string) => void;
}

/** user_id as a positive integer, or null (absent, null, or not a number). */
export function numericId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
