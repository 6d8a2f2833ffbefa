// Account conversion in the client (server/conversion), with the API paths of the office's growth
// features (referral, user transfer: their stores are built on first use, ./referralProgramStore.ts
// and ./userTransferStore.ts). Actions return ActionResult values and never throw.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { conversionReminderKey, type ConversionStatus } from '../../domain/conversion/conversion';
import { USER_TRANSFER_PREFIX } from '../../domain/userTransfer/userTransfer';
import { failureOf, type ActionFailure, type ActionResult } from '../actionResult';
import { settleLoad } from '../settleLoad';

export const OFFICE_GROWTH_PATHS = {
  conversion: '/web-api/account/conversion',
  transfer: USER_TRANSFER_PREFIX,
} as const;

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
    return settleLoad(this, answer, (state) => {
      this.state = state;
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
