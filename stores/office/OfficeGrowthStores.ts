// The office's bring-a-friend page, user transfer between brands and account conversion, in the
// client (server: server/referral, server/userTransfer, server/conversion). Actions return
// ActionResult values and never throw.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { conversionReminderKey, type ConversionStatus } from '../../domain/conversion/conversion';
import { referralLinkPath } from '../../domain/referral/referral';
import { USER_TRANSFER_PREFIX } from '../../domain/userTransfer/userTransfer';
import { failureOf, type ActionFailure, type ActionResult } from '../actionResult';

export const OFFICE_GROWTH_PATHS = {
  referral: '/web-api/office/referral',
  conversion: '/web-api/account/conversion',
  transfer: USER_TRANSFER_PREFIX,
} as const;

export interface ReferralStatsView {
  code: string;
  trigger: 'registration' | 'first_deposit';
  rewards?: Record<string, number>;
  signups: number;
  rewarded: number;
  pending: number;
  earned: { currency_id: number; iso: string; amount: number }[];
  referrals: {
    registered_at: string;
    reward_status: 'pending' | 'credited' | 'none';
    reward_amount: number | null;
    reward_currency_id: number | null;
  }[];
}

/** office/bringfriend: the customer's code, link and what it brought. */
export class ReferralProgramStore {
  stats: ReferralStatsView | null = null;
  error: ActionFailure | null = null;
  loading = false;

  private readonly api: ApiClient;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<ActionResult> {
    this.loading = true;
    const answer = await this.api.getJson<ReferralStatsView>(OFFICE_GROWTH_PATHS.referral, {
      cache: 'no-store',
    });
    return runInAction(() => {
      this.loading = false;
      if (!answer.ok) {
        this.error = failureOf(answer);
        return this.error;
      }
      this.stats = answer.data;
      this.error = null;
      return { ok: true } as const;
    });
  }

  /** The link to share, absolute on this site: `<origin>/{lng}/?bf=<code>`. */
  link(origin: string, lng: string): string | null {
    return this.stats ? `${origin}${referralLinkPath(lng, this.stats.code)}` : null;
  }
}

export interface ConversionStateView {
  status: ConversionStatus;
  legacy_currency_id: number | null;
  target_currency_id: number | null;
  rate: number | null;
  accounts: {
    account_id: number;
    type: number;
    money: number;
    converted_money: number;
    converted: boolean;
  }[];
}

/** SPEC section 4 account conversion: status, legacy accounts, conversion, the reminder. */
export class AccountConversionStore {
  state: ConversionStateView | null = null;
  error: ActionFailure | null = null;
  /** The once-per-session reminder is showing. */
  reminderOpen = false;

  private readonly deps: {
    api: ApiClient;
    sessionStorage?: Storage;
    newKey: () => string;
    refreshAccounts: () => Promise<unknown>;
  };

  constructor(deps: AccountConversionStore['deps']) {
    this.deps = deps;
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async load(): Promise<ActionResult> {
    const answer = await this.deps.api.getJson<ConversionStateView>(
      OFFICE_GROWTH_PATHS.conversion,
      { cache: 'no-store' },
    );
    return runInAction(() => {
      if (!answer.ok) {
        this.error = failureOf(answer);
        return this.error;
      }
      this.state = answer.data;
      this.error = null;
      return { ok: true } as const;
    });
  }

  /**
   * SPEC section 4: the reminder shows once per user per browser session. Loads the status and
   * opens the reminder when there is something to convert and this session has not shown it.
   */
  async remindOnce(userId: number): Promise<void> {
    const key = conversionReminderKey(userId);
    if (this.readMark(key)) return;
    const loaded = await this.load();
    if (!loaded.ok || !this.state || this.state.status === 0) return;
    runInAction(() => {
      this.reminderOpen = true;
    });
    try {
      this.deps.sessionStorage?.setItem(key, '1');
    } catch {
      // Storage blocked: the reminder may show again on the next page load.
    }
  }

  closeReminder(): void {
    this.reminderOpen = false;
  }

  /** POST /web-api/account/conversion with a fresh request key; then the state and balances. */
  async convert(accountId: number): Promise<ActionResult<{ toAmount: number }>> {
    const answer = await this.deps.api.postJson<{ success: boolean; to_amount: number }>(
      OFFICE_GROWTH_PATHS.conversion,
      { account_id: accountId, request_key: this.deps.newKey() },
    );
    if (!answer.ok) return failureOf(answer);
    await Promise.all([this.load(), this.deps.refreshAccounts()]);
    return { ok: true, toAmount: answer.data.to_amount };
  }

  private readMark(key: string): boolean {
    try {
      return this.deps.sessionStorage?.getItem(key) === '1';
    } catch {
      return false;
    }
  }
}

export type TransferStep = 'phone' | 'code' | 'done';

/** SPEC section 7 user transfer: phone + captcha, the SMS code, then the target brand. */
export class UserTransferStore {
  step: TransferStep = 'phone';
  /** Where the browser goes once the code is accepted (the target brand's landing page). */
  redirectUrl: string | null = null;

  private readonly api: ApiClient;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async sendCode(
    brand: string,
    input: { countryCode: string; phone: string; captcha: string },
  ): Promise<ActionResult> {
    const answer = await this.api.postJson<{ success: boolean }>(
      `${OFFICE_GROWTH_PATHS.transfer}/send-code/${encodeURIComponent(brand)}`,
      { country_code: input.countryCode, phone: input.phone, captcha: input.captcha },
    );
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      this.step = 'code';
    });
    return { ok: true };
  }

  async checkCode(brand: string, code: string, location: Location): Promise<ActionResult> {
    const answer = await this.api.postJson<{ redirectHost: string; redirectPath: string }>(
      `${OFFICE_GROWTH_PATHS.transfer}/check-code/${encodeURIComponent(brand)}`,
      { code },
    );
    if (!answer.ok) return failureOf(answer);
    const port = location.port ? `:${location.port}` : '';
    runInAction(() => {
      this.step = 'done';
      this.redirectUrl = `${location.protocol}//${answer.data.redirectHost}${port}${answer.data.redirectPath}`;
    });
    return { ok: true };
  }

  /** On the target brand: trades the token for a session here. */
  async receive(redirectToken: string): Promise<ActionResult<{ userId: number }>> {
    const answer = await this.api.postJson<{ user_id: number }>(
      `${OFFICE_GROWTH_PATHS.transfer}/user-data`,
      { redirectToken },
    );
    if (!answer.ok) return failureOf(answer);
    return { ok: true, userId: answer.data.user_id };
  }

  reset(): void {
    this.step = 'phone';
    this.redirectUrl = null;
  }
}
