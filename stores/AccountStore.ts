import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient, ApiResult } from '../runtime/api';
import type { AccountBonus, AccountData, AccountView } from '../domain/money/accountData';
import { ACCOUNT_TYPE } from '../domain/money/accountTypes';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../domain/money/paymentMethods';
import {
  isFinalPaymentStatus,
  type PaymentStatus,
  type PaymentType,
} from '../domain/money/paymentStatus';
import {
  ACCOUNT_UPDATE_DELAY_ADD_CURRENCY_MS,
  ACCOUNT_UPDATE_DELAY_MS,
  ACCOUNT_UPDATE_REPEATS,
  formatMinorUnits,
} from '../domain/session';
import { failureOf, refusalOf, type ActionResult } from './actionResult';
import { ACCOUNT_PATHS } from './authPaths';
import { sleepOn, systemScheduler, type Scheduler } from './scheduler';

/** SPEC section 3 "Account state" accounts item; money and points in integer minor units. */
export type Account = AccountView;

/** GET /web-api/account/data */
export type AccountDataAnswer = AccountData;

/** GET /web-api/office/payments/history item. */
export interface PaymentHistoryEntry {
  id: number | string;
  type: PaymentType;
  /** Minor units. */
  amount: number;
  currency_id: number;
  iso: string;
  status: PaymentStatus;
  created_at: string;
}

export interface PaymentHistoryAnswer {
  entities: PaymentHistoryEntry[];
  total_count: number;
}

interface ChangeAnswer {
  success?: boolean;
  message?: string;
  /** SPEC section 3 "Wallet": an added currency account, its currency and account (score) id. */
  wallet?: { currency_id: number; score_id: number };
}

export type DepositResult = ActionResult<{ paymentId: string; redirectUrl: string }>;
export type WithdrawResult = ActionResult<{
  paymentId: string;
  status: PaymentStatus;
  redirectUrl?: string;
}>;

/** SPEC section 3 "Account state": is_changed_process {add, delete, change}. */
export interface AccountChangeProcess {
  add: boolean;
  delete: boolean;
  change: boolean;
}

export interface AccountStoreDeps {
  api: ApiClient;
  scheduler?: Scheduler;
  /** The page language, sent with payments so the provider's page comes back in it. */
  language?: () => string;
}

/**
 * The signed-in customer's accounts (SPEC section 3 "Account state"), the active account and its
 * balance, currency accounts, deposits and withdrawals, and the payment history.
 */
export class AccountStore {
  accounts: Account[] = [];
  /** Active account money (minor units), as the server reports it. */
  balanceMinor = 0;
  /** Bonus account money (minor units). */
  bonusMinor = 0;
  isAvailableFirstDepositBonus = false;
  /** SPEC section 3 isAccountFrozen: the server refuses every money movement (account_frozen). */
  isAccountFrozen = false;
  /** SPEC section 3 "Account state" bonuses: the active bonuses, money in minor units. */
  bonuses: AccountBonus[] = [];
  isLoaded = false;
  loading = false;
  error: string | null = null;
  isChangedProcess: AccountChangeProcess = { add: false, delete: false, change: false };

  history: PaymentHistoryEntry[] = [];
  historyTotalCount = 0;
  historyPageNumber = 1;
  historyIncludeArchive = false;
  historyLoading = false;
  historyError: string | null = null;

  private readonly api: ApiClient;
  private readonly scheduler: Scheduler;
  private readonly language: () => string | undefined;
  /** Bumped by reset(): answers of an older session are dropped. */
  private generation = 0;
  /** Account reads started, and the latest of them whose answer was applied (see load). */
  private readsStarted = 0;
  private readApplied = 0;

  constructor(deps: AccountStoreDeps) {
    this.api = deps.api;
    this.scheduler = deps.scheduler ?? systemScheduler;
    this.language = deps.language ?? (() => undefined);
    makeAutoObservable<
      this,
      'api' | 'scheduler' | 'language' | 'generation' | 'readsStarted' | 'readApplied'
    >(
      this,
      {
        accounts: observable.ref,
        bonuses: observable.ref,
        history: observable.ref,
        api: false,
        scheduler: false,
        language: false,
        generation: false,
        readsStarted: false,
        readApplied: false,
      },
      { autoBind: true },
    );
  }

  get activeAccount(): Account | null {
    return this.accounts.find((a) => a.isActive) ?? this.mainAccount;
  }

  /** Type 0. */
  get mainAccount(): Account | null {
    return this.accounts.find((a) => a.type === ACCOUNT_TYPE.main) ?? null;
  }

  /** Type 4. */
  get bonusAccount(): Account | null {
    return this.accounts.find((a) => a.type === ACCOUNT_TYPE.bonus) ?? null;
  }

  /** Type 9. */
  get currencyAccounts(): Account[] {
    return this.accounts.filter((a) => a.type === ACCOUNT_TYPE.currency);
  }

  /** Accounts the customer can make active (main and currency accounts). */
  get switchableAccounts(): Account[] {
    return this.accounts.filter((a) => a.type !== ACCOUNT_TYPE.bonus);
  }

  /** The active account's balance as text, e.g. '1 234.56 ₽'; '' before the first load. */
  get balance(): string {
    const active = this.activeAccount;
    return active ? this.format(active.money, active) : '';
  }

  /** The bonus account's balance as text; '' without a bonus account. */
  get bonus(): string {
    const bonus = this.bonusAccount;
    return bonus ? this.format(bonus.money, bonus) : '';
  }

  /**
   * The active bonuses' money together (SPEC section 3 "Account state" bonuses), as text in the
   * bonus account's currency; '' without an active bonus.
   */
  get bonusesMoney(): string {
    const bonus = this.bonusAccount;
    if (!bonus || this.bonuses.length === 0) return '';
    return this.format(
      this.bonuses.reduce((sum, b) => sum + b.money, 0),
      bonus,
    );
  }

  /** Any amount in minor units of an account's currency, as text. */
  format(amountMinor: number, currency: { currencyId: number; iso?: string; symbol?: string }) {
    return formatMinorUnits(amountMinor, currency);
  }

  /**
   * GET /web-api/account/data. Reads may overlap (the header's, a payment follow-up's) and their
   * answers arrive in any order: an answer older than one already applied is dropped, as its
   * balance may predate a movement the newer one saw.
   */
  async load(): Promise<ActionResult> {
    const generation = this.generation;
    const read = ++this.readsStarted;
    this.loading = true;
    const answer = await this.api.getJson<AccountDataAnswer>(ACCOUNT_PATHS.data, {
      cache: 'no-store',
    });
    return runInAction(() => {
      if (generation !== this.generation) return { ok: false, message: 'signed out' } as const;
      if (read === this.readsStarted) this.loading = false;
      if (read < this.readApplied) return { ok: true } as const;
      if (!answer.ok) {
        this.error = answer.message;
        return failureOf(answer);
      }
      this.readApplied = read;
      this.apply(answer.data);
      return { ok: true } as const;
    });
  }

  /** Forgets everything (sign-out). */
  reset(): void {
    this.generation += 1;
    this.accounts = [];
    this.balanceMinor = 0;
    this.bonusMinor = 0;
    this.isAvailableFirstDepositBonus = false;
    this.isAccountFrozen = false;
    this.bonuses = [];
    this.isLoaded = false;
    this.loading = false;
    this.error = null;
    this.isChangedProcess = { add: false, delete: false, change: false };
    this.history = [];
    this.historyTotalCount = 0;
    this.historyPageNumber = 1;
    this.historyError = null;
  }

  /** POST /web-api/account/active, then reloads until the account shows as active. */
  async setActive(id: number): Promise<ActionResult> {
    return this.change(
      'change',
      () => this.api.postJson<ChangeAnswer>(ACCOUNT_PATHS.active, { id }),
      {
        delayMs: ACCOUNT_UPDATE_DELAY_MS,
        holds: () => this.activeAccount?.id === id,
      },
    );
  }

  /**
   * POST /web-api/account/currency; refusals come back as { ok: false, message }. The answer's
   * wallet (SPEC section 3: currency_id, score_id) names the account created: the reloads wait for
   * that account, and `scoreId` tells it to the caller (null from a server that does not say).
   */
  async addCurrency(currencyId: number): Promise<ActionResult<{ scoreId: number | null }>> {
    let scoreId: number | null = null;
    const result = await this.change(
      'add',
      async () => {
        const answer = await this.api.postJson<ChangeAnswer>(ACCOUNT_PATHS.currency, {
          currency_id: currencyId,
        });
        const wallet = answer.ok ? answer.data?.wallet : undefined;
        if (wallet && wallet.currency_id === currencyId) scoreId = wallet.score_id;
        return answer;
      },
      {
        delayMs: ACCOUNT_UPDATE_DELAY_ADD_CURRENCY_MS,
        holds: () =>
          scoreId === null
            ? this.currencyAccounts.some((a) => a.currencyId === currencyId)
            : this.accounts.some((a) => a.id === scoreId),
      },
    );
    return result.ok ? { ok: true, scoreId } : result;
  }

  /** DELETE /web-api/account/currency/{id}; refusals come back as { ok: false, message }. */
  async removeCurrency(id: number): Promise<ActionResult> {
    return this.change(
      'delete',
      () =>
        this.api.deleteJson<ChangeAnswer>(`${ACCOUNT_PATHS.currency}/${encodeURIComponent(id)}`),
      { delayMs: ACCOUNT_UPDATE_DELAY_MS, holds: () => !this.accounts.some((a) => a.id === id) },
    );
  }

  /**
   * SPEC section 4: account update repeats up to 5 times every `delayMs` until `holds()` is true.
   * `reload` is what each repeat fetches (the account data by default); `signal` stops the
   * repeats (the page that asked is gone). Resolves whether it held.
   */
  async repeatUpdate(
    holds: () => boolean,
    delayMs: number,
    reload: () => Promise<unknown> = this.load,
    signal?: AbortSignal,
  ): Promise<boolean> {
    const sleep = sleepOn(this.scheduler);
    const generation = this.generation;
    for (let attempt = 0; attempt < ACCOUNT_UPDATE_REPEATS; attempt++) {
      if (signal?.aborted) return false;
      await reload();
      if (generation !== this.generation) return false;
      if (holds()) return true;
      if (attempt < ACCOUNT_UPDATE_REPEATS - 1) await sleep(delayMs);
    }
    return false;
  }

  /**
   * Back from the provider's page (the payment result page): the callback may land after the
   * browser, so the account (and, with a payment id, the history) reloads until that payment is
   * final or the balance moves. `signal` stops following (the page was left).
   */
  refreshAfterPayment(paymentId?: string | null, signal?: AbortSignal): Promise<boolean> {
    const before = this.isLoaded ? this.balanceMinor : null;
    const settled = () => {
      if (paymentId) {
        const entry = this.history.find((p) => String(p.id) === paymentId);
        return entry !== undefined && isFinalPaymentStatus(entry.status);
      }
      return before !== null && this.balanceMinor !== before;
    };
    // The history first, then the balance: the credit and the final status are written in one
    // transaction, so a balance read after a final status always includes the credit.
    return this.repeatUpdate(
      settled,
      ACCOUNT_UPDATE_DELAY_MS,
      async () => {
        if (paymentId) await this.loadHistory(1, false);
        await this.load();
      },
      signal,
    );
  }

  /**
   * POST /web-api/payments/deposit (amount in minor units; by card unless another method is named,
   * domain/money/paymentMethods.ts): the provider page to go to.
   */
  async deposit(
    amountMinor: number,
    accountId?: number,
    method?: PaymentMethod,
  ): Promise<DepositResult> {
    const answer = await this.api.postJson<{ payment_id: number | string; redirect_url: string }>(
      ACCOUNT_PATHS.deposit,
      {
        ...this.paymentBody(amountMinor, accountId),
        ...(method === undefined || method === DEFAULT_PAYMENT_METHOD ? {} : { method }),
      },
    );
    if (!answer.ok) return failureOf(answer);
    return {
      ok: true,
      paymentId: String(answer.data.payment_id),
      redirectUrl: answer.data.redirect_url,
    };
  }

  /** POST /web-api/payments/withdraw (amount in minor units); the balance reloads after it. */
  async withdraw(amountMinor: number, accountId?: number): Promise<WithdrawResult> {
    const answer = await this.api.postJson<{
      payment_id: number | string;
      status: PaymentStatus;
      redirect_url?: string;
    }>(ACCOUNT_PATHS.withdraw, this.paymentBody(amountMinor, accountId));
    if (!answer.ok) return failureOf(answer);
    void this.load();
    return {
      ok: true,
      paymentId: String(answer.data.payment_id),
      status: answer.data.status,
      ...(answer.data.redirect_url ? { redirectUrl: answer.data.redirect_url } : {}),
    };
  }

  /** GET /web-api/office/payments/history?pageNumber=&isIncludeArchive= */
  async loadHistory(pageNumber = 1, includeArchive = false): Promise<ActionResult> {
    const generation = this.generation;
    this.historyLoading = true;
    this.historyPageNumber = pageNumber;
    this.historyIncludeArchive = includeArchive;
    const query = new URLSearchParams({
      pageNumber: String(pageNumber),
      isIncludeArchive: String(includeArchive),
    });
    const answer = await this.api.getJson<PaymentHistoryAnswer>(
      `${ACCOUNT_PATHS.history}?${query.toString()}`,
      { cache: 'no-store' },
    );
    return runInAction(() => {
      if (generation !== this.generation) return { ok: false, message: 'signed out' } as const;
      this.historyLoading = false;
      if (!answer.ok) {
        this.historyError = answer.message;
        return failureOf(answer);
      }
      this.historyError = null;
      this.history = answer.data.entities;
      this.historyTotalCount = answer.data.total_count;
      return { ok: true } as const;
    });
  }

  private apply(data: AccountDataAnswer): void {
    this.accounts = data.all_accounts;
    this.balanceMinor = data.balance;
    this.bonusMinor = data.bonus;
    this.isAvailableFirstDepositBonus = data.is_available_first_deposit_bonus;
    this.isAccountFrozen = data.isAccountFrozen;
    this.bonuses = data.bonuses;
    this.isLoaded = true;
    this.error = null;
  }

  private paymentBody(amount: number, accountId?: number) {
    const lng = this.language();
    return {
      amount,
      ...(accountId === undefined ? {} : { account_id: accountId }),
      ...(lng === undefined ? {} : { lng }),
    };
  }

  private async change(
    kind: keyof AccountChangeProcess,
    send: () => Promise<ApiResult<ChangeAnswer>>,
    repeat: { delayMs: number; holds: () => boolean },
  ): Promise<ActionResult> {
    this.isChangedProcess = { ...this.isChangedProcess, [kind]: true };
    try {
      const answer = await send();
      if (!answer.ok) return failureOf(answer);
      if (answer.data?.success === false) return refusalOf(answer.data, 'refused');
      await this.repeatUpdate(repeat.holds, repeat.delayMs);
      return { ok: true };
    } finally {
      runInAction(() => {
        this.isChangedProcess = { ...this.isChangedProcess, [kind]: false };
      });
    }
  }
}
