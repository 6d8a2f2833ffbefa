import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient, TokenManager } from '../runtime/api';
import {
  protectionGrade,
  type ProtectionGrade,
  type ProtectionMethods,
} from '../domain/auth/protectionLevel';
import { USER_STATUS } from '../domain/access/customerStatus';
import {
  BONUS_SETTINGS_PATH,
  type BonusSettings,
  type BonusSettingsBody,
} from '../domain/bonus/bonusSettings';
import { ALL_SECTIONS_OPEN, type SportsSectionAccess } from '../domain/sports/sectionAccess';
import { failureOf, refusalOf, type ActionFailure, type ActionResult } from './actionResult';
import { USER_PATHS } from './authPaths';

/** SPEC section 3 "User config" (GET /web-api/user/config). */
export interface UserConfig {
  phone_number?: string | null;
  phone_code?: string | null;
  user_email?: string | null;
  user_name?: string | null;
  user_country_code?: string | null;
  user_country_id?: number | null;
  /** 0 none, 1 email, 2 both, 3 phone only. */
  activation_type?: number;
  /** The account's e-mail address was confirmed by its activation link (server/messages/). */
  is_email_confirmed?: boolean;
  user_ref_id?: string | number | null;
  user_msg_count?: number;
  user_hide_balance?: boolean;
  changed_pass_day_count?: number | null;
  user_data?: {
    date_birthday?: string | null;
    document_type_id?: number | null;
    inn?: string | null;
    name?: string | null;
    passport?: string | null;
    passport_date?: string | null;
    passport_end_date?: string | null;
    registration_address?: string | null;
    surname?: string | null;
  };
  protection_level?: number;
  protection_methods?: Partial<ProtectionMethods>;
  is_need_identification?: boolean;
  ban_level?: number;
  ban_version?: number;
  user_status_id?: number;
  verification_status?: number | string | null;
  verification_types?: unknown[];
  verification_status_group_code?: string | null;
  /** The customer's documents waiting for review (the office menu's verification badge). */
  verification_pending_count?: number;
  requested_additional_document?: unknown;
  has_deposit?: boolean;
  is_identification_bonus?: boolean;
  show_verification_modal_on_deposit_page?: boolean;
  remaining_days_to_activate?: number | null;
  disallow_line_sport?: boolean;
  disallow_live_sport?: boolean;
  /** SPEC section 3 "Notification flags", when the server includes them. */
  notifications?: Partial<NotificationFlags>;
  /** SPEC section 3 notification settings bonus_type and first_deposit_bonus_type. */
  bonus_settings?: BonusSettings;
}

/** SPEC section 3 "Notification flags". */
export interface NotificationFlags {
  enable_mail_news: boolean;
  enable_mail_deposit: boolean;
  enable_mail_bets: boolean;
  enable_sms_news: boolean;
}

/** SPEC section 3 "Personal data fields" that the customer edits (strings; absent = unknown). */
export type PersonalData = Partial<Record<string, string | number | boolean | null>>;

/** A phone as typed: the calling code (with or without '+') and the national digits. */
export interface PhoneInput {
  phoneCode: string;
  phone: string;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

const NO_NOTIFICATIONS: NotificationFlags = {
  enable_mail_news: false,
  enable_mail_deposit: false,
  enable_mail_bets: false,
  enable_sms_news: false,
};

interface SuccessAnswer {
  success?: boolean;
  message?: string;
}

export interface UserConfigStoreDeps {
  api: ApiClient;
  /** The held access token: a password change ends it (the server sets new cookies). */
  tokens?: Pick<TokenManager, 'drop'>;
}

/**
 * The signed-in customer's user config (SPEC section 3): a failed load marks it not installed
 * (SPEC section 8). Also personal data, notification flags and the password change.
 */
export class UserConfigStore {
  config: UserConfig | null = null;
  /** False until a load succeeds, and after a failed one (SPEC section 8 "not installed"). */
  isInstalled = false;
  loading = false;
  /** Why the last load failed (a widget words it with useFailureText), null after a success. */
  error: ActionFailure | null = null;
  personalData: PersonalData | null = null;
  notifications: NotificationFlags = { ...NO_NOTIFICATIONS };

  private readonly api: ApiClient;
  private readonly tokens: Pick<TokenManager, 'drop'> | undefined;

  constructor(deps: UserConfigStoreDeps) {
    this.api = deps.api;
    this.tokens = deps.tokens;
    makeAutoObservable<this, 'api' | 'tokens'>(
      this,
      { config: observable.ref, personalData: observable.ref, api: false, tokens: false },
      { autoBind: true },
    );
  }

  /** SPEC section 3 user_hide_balance: the customer keeps the balance off the screen. */
  get hidesBalance(): boolean {
    return this.config?.user_hide_balance === true;
  }

  /** SPEC section 3 disallow_line_sport / disallow_live_sport (all open until loaded). */
  get sportsAccess(): SportsSectionAccess {
    const config = this.config;
    if (!config) return ALL_SECTIONS_OPEN;
    const disallowLine = config.disallow_line_sport === true;
    const disallowLive = config.disallow_live_sport === true;
    return disallowLine || disallowLive ? { disallowLine, disallowLive } : ALL_SECTIONS_OPEN;
  }

  /** SPEC section 3 user_status_id: an operator marked the customer VIP. */
  get isVip(): boolean {
    return this.config?.user_status_id === USER_STATUS.vip;
  }

  /** The customer's bonus kinds (domain/bonus/bonusSettings.ts), null until loaded. */
  get bonusSettings(): BonusSettings | null {
    return this.config?.bonus_settings ?? null;
  }

  /** PUT /web-api/user/bonus-settings: the answer holds the saved kinds. */
  async saveBonusSettings(changes: BonusSettingsBody): Promise<ActionResult> {
    const answer = await this.api.putJson<BonusSettings>(BONUS_SETTINGS_PATH, changes);
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      if (this.config) this.config = { ...this.config, bonus_settings: answer.data };
    });
    return { ok: true };
  }

  /** PUT /web-api/user/hide-balance: the customer hides or shows the balance. */
  async setHideBalance(hide: boolean): Promise<ActionResult> {
    const answer = await this.api.putJson<{ user_hide_balance?: boolean }>(USER_PATHS.hideBalance, {
      user_hide_balance: hide,
    });
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      if (this.config)
        this.config = { ...this.config, user_hide_balance: answer.data.user_hide_balance === true };
    });
    return { ok: true };
  }

  get protectionLevel(): number {
    return this.config?.protection_level ?? 0;
  }

  /** SPEC section 4: under 30 bad, 31-69 normal, 70-99 good, 100 full. */
  get protectionClass(): ProtectionGrade {
    return protectionGrade(this.protectionLevel);
  }

  get protectionMethods(): ProtectionMethods {
    const methods = this.config?.protection_methods ?? {};
    return {
      is_changed_password: methods.is_changed_password === true,
      enable_two_factor_auth: methods.enable_two_factor_auth === true,
      enable_phone_binding: methods.enable_phone_binding === true,
      enable_security_question: methods.enable_security_question === true,
      enable_email_auth: methods.enable_email_auth === true,
    };
  }

  /** GET /web-api/user/config */
  async load(): Promise<ActionResult> {
    this.loading = true;
    const answer = await this.api.getJson<UserConfig>(USER_PATHS.config, { cache: 'no-store' });
    return runInAction(() => {
      this.loading = false;
      if (!answer.ok) {
        this.isInstalled = false;
        this.error = failureOf(answer);
        return this.error;
      }
      this.config = answer.data;
      this.isInstalled = true;
      this.error = null;
      if (answer.data.notifications) {
        this.notifications = { ...NO_NOTIFICATIONS, ...answer.data.notifications };
      }
      return { ok: true } as const;
    });
  }

  reset(): void {
    this.config = null;
    this.isInstalled = false;
    this.error = null;
    this.personalData = null;
    this.notifications = { ...NO_NOTIFICATIONS };
  }

  /** GET /web-api/user/personal-data */
  async loadPersonalData(): Promise<ActionResult> {
    const answer = await this.api.getJson<PersonalData>(USER_PATHS.personalData, {
      cache: 'no-store',
    });
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      this.personalData = answer.data;
    });
    return { ok: true };
  }

  /** PUT /web-api/user/personal-data with the changed fields; the server names a bad field. */
  async savePersonalData(changes: PersonalData): Promise<ActionResult> {
    const answer = await this.api.putJson<SuccessAnswer>(USER_PATHS.personalData, changes);
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success === false) return refusalOf(answer.data, 'not saved');
    runInAction(() => {
      this.personalData = { ...this.personalData, ...changes };
    });
    return { ok: true };
  }

  /** PUT /web-api/user/notifications with all four flags; the answer holds the saved flags. */
  async saveNotifications(changes: Partial<NotificationFlags>): Promise<ActionResult> {
    const next = { ...this.notifications, ...changes };
    const answer = await this.api.putJson<Partial<NotificationFlags> & SuccessAnswer>(
      USER_PATHS.notifications,
      next,
    );
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success === false) return refusalOf(answer.data, 'not saved');
    runInAction(() => {
      this.notifications = { ...next, ...pickFlags(answer.data) };
    });
    return { ok: true };
  }

  /**
   * POST /web-api/user/password. The server ends every other session and continues this one
   * with new cookies, so the access token held from before is dropped.
   */
  async changePassword(change: PasswordChange): Promise<ActionResult> {
    const answer = await this.api.postJson<SuccessAnswer>(USER_PATHS.password, {
      old_password: change.oldPassword,
      new_password: change.newPassword,
    });
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success === false) return refusalOf(answer.data, 'not changed');
    this.tokens?.drop();
    return { ok: true };
  }

  /**
   * POST /web-api/user/phone/send-code: a code to the phone to bind, or (without a phone) to the
   * bound phone, which changing or unbinding it needs.
   */
  async sendPhoneCode(phone?: PhoneInput): Promise<ActionResult> {
    const body = phone ? { 'phone-number': phone.phone, 'phone-code': phone.phoneCode } : {};
    const answer = await this.api.postJson<SuccessAnswer>(USER_PATHS.phoneSendCode, body);
    if (!answer.ok) return failureOf(answer);
    return { ok: true };
  }

  /**
   * POST /web-api/user/phone/bind with the code sent to the phone (and, to change a bound phone,
   * the code sent to that one); the user config is read again (SPEC section 4 "Phone bind").
   */
  async bindPhone(
    phone: PhoneInput & { code: string; currentCode?: string },
  ): Promise<ActionResult> {
    const answer = await this.api.postJson<SuccessAnswer>(USER_PATHS.phoneBind, {
      'phone-number': phone.phone,
      'phone-code': phone.phoneCode,
      code: phone.code,
      ...(phone.currentCode ? { current_code: phone.currentCode } : {}),
    });
    if (!answer.ok) return failureOf(answer);
    return this.load();
  }

  /** POST /web-api/user/phone/unbind with the code sent to the bound phone. */
  async unbindPhone(code: string): Promise<ActionResult> {
    const answer = await this.api.postJson<SuccessAnswer>(USER_PATHS.phoneUnbind, { code });
    if (!answer.ok) return failureOf(answer);
    return this.load();
  }
}

function pickFlags(data: Partial<NotificationFlags> | undefined): Partial<NotificationFlags> {
  const flags: Partial<NotificationFlags> = {};
  for (const key of Object.keys(NO_NOTIFICATIONS) as (keyof NotificationFlags)[]) {
    if (typeof data?.[key] === 'boolean') flags[key] = data[key];
  }
  return flags;
}
