// Cash-out on the client (docs/cash-out.md): the offers for the customer's open coupons, kept
// current as their prices move over the live push, and the cash-out itself (whole or a part)
// after the customer confirms, and the coupon's auto cash-out rule ("sell when the value reaches X
// or falls to Y"), checked here before it is sent. The server is the authority: a cash-out carries
// the value shown, and a refusal comes back as a code (with the new value) for the widget to word.
import {
  action,
  makeObservable,
  observable,
  reaction,
  runInAction,
  type IReactionDisposer,
} from 'mobx';
import type { ApiClient } from '../../runtime/api';
import type { CashOutRefusalCode, CashOutUnavailable } from '../../domain/coupon/cashOut';
import { cashOutPayment, type WinningsTaxRule } from '../../domain/coupon/winningsTax';
import { decimalToMinorUnits, minorToMajorNumber } from '../../domain/money/amounts';
import { findCurrency } from '../../domain/money/currencies';
import { systemScheduler } from '../scheduler';

export const CASH_OUT_PATHS = {
  offers: '/web-api/coupon/cash-out/offers',
  cashOut: (couponId: number) => `/web-api/coupon/${couponId}/cash-out`,
  autoRule: (couponId: number) => `/web-api/coupon/${couponId}/auto-cash-out`,
} as const;

/** An offer the server pushed as odds moved (server/coupon/cashOutPush.ts). */
export type PushedCashOutOffer = Pick<CashOutOffer, 'couponId' | 'value' | 'reason' | 'liveAmount'>;

/** Without the push, after a price moves, the offers are asked again at most this often. */
export const CASH_OUT_REFRESH_MS = 300;

/** Why there is no offer now: the reason the server's quote gives. */
export type CashOutUnavailableReason = CashOutUnavailable;

export interface CashOutOffer {
  couponId: number;
  /** The offer for the stake in play, major units; null: none now (`reason`). */
  value: number | null;
  reason: CashOutUnavailableReason | null;
  amount: number;
  liveAmount: number;
  minAmount: number;
  currencyId: number;
  legs: { gameId: number; outcomeId: number }[];
  /** The coupon's auto cash-out rule, major units (null: none). */
  autoRule?: AutoCashOutRule | null;
  /** The winnings tax rule the coupon was placed under (null or absent: none). */
  taxRule?: WinningsTaxRule | null;
}

/** A cash-out as the customer is credited it, major units: `tax` withheld from `gross`. */
export interface CashOutCredit {
  gross: number;
  tax: number;
  net: number;
}

/**
 * What cashing out `amount` (major units; absent: the whole offer) of this offer credits, after
 * the coupon's winnings tax, computed as the server's sale computes it (cashOutPayment). Null
 * without an offer or for an amount not in whole minor units.
 */
export function cashOutCredit(
  offer: Pick<CashOutOffer, 'value' | 'liveAmount' | 'currencyId' | 'taxRule'>,
  amount?: number,
): CashOutCredit | null {
  if (offer.value === null) return null;
  const digits = findCurrency(offer.currencyId)?.minorUnitDigits ?? 2;
  const value = decimalToMinorUnits(offer.value, digits);
  const live = decimalToMinorUnits(offer.liveAmount, digits);
  const taken =
    amount === undefined ? value : decimalToMinorUnits(Math.min(amount, offer.value), digits);
  if (value === null || live === null || taken === null) return null;
  const paid = cashOutPayment(offer.taxRule ?? null, taken, value, live);
  const major = (minor: number) => minorToMajorNumber(minor, digits);
  return { gross: major(paid.gross), tax: major(paid.tax), net: major(paid.net) };
}

/** Sell the stake in play when the value reaches `takeAt` or falls to `stopAt` (nulls: no line). */
export interface AutoCashOutRule {
  takeAt: number | null;
  stopAt: number | null;
}

/** Why a typed rule is not sent: each code a text `auto_cash_out_error_<code>`. */
export const AUTO_RULE_ERROR_CODES = [
  'required',
  'not_amount',
  'not_minor_units',
  'take_not_above',
  'stop_not_below',
  'stop_not_below_take',
] as const;
export type AutoRuleErrorCode = (typeof AUTO_RULE_ERROR_CODES)[number];

export type AutoRuleCheck =
  | { ok: true; rule: AutoCashOutRule }
  | { ok: false; errors: { takeAt?: AutoRuleErrorCode; stopAt?: AutoRuleErrorCode } };

/**
 * The typed lines of a rule checked against the offer (docs/cash-out.md "Auto cash-out"): at least
 * one, each an amount above zero in whole minor units of the coupon's currency; the value to reach
 * above the current value and the value to fall to below it (a line already crossed would sell at
 * once), and below the value to reach. The current value is the one shown, after the coupon's
 * winnings tax (cashOutCredit): the server compares the lines with that one too.
 */
export function checkAutoRule(
  takeText: string,
  stopText: string,
  whole: Pick<CashOutOffer, 'value' | 'currencyId'> &
    Partial<Pick<CashOutOffer, 'liveAmount' | 'taxRule'>>,
): AutoRuleCheck {
  const offer = {
    value:
      whole.taxRule && whole.liveAmount !== undefined
        ? (cashOutCredit({ ...whole, liveAmount: whole.liveAmount })?.net ?? null)
        : whole.value,
    currencyId: whole.currencyId,
  };
  const digits = findCurrency(offer.currencyId)?.minorUnitDigits ?? 2;
  const read = (text: string): { value: number | null; error?: AutoRuleErrorCode } => {
    const trimmed = text.trim().replace(',', '.');
    if (trimmed === '') return { value: null };
    if (!/^\d+(\.\d+)?$/.test(trimmed)) return { value: null, error: 'not_amount' };
    const value = Number(trimmed);
    if (!(value > 0)) return { value: null, error: 'not_amount' };
    if (decimalToMinorUnits(value, digits) === null) {
      return { value: null, error: 'not_minor_units' };
    }
    return { value };
  };
  const take = read(takeText);
  const stop = read(stopText);
  const errors: { takeAt?: AutoRuleErrorCode; stopAt?: AutoRuleErrorCode } = {};
  if (take.error) errors.takeAt = take.error;
  if (stop.error) errors.stopAt = stop.error;
  if (!take.error && !stop.error && take.value === null && stop.value === null) {
    errors.takeAt = 'required';
  }
  if (take.value !== null && offer.value !== null && take.value <= offer.value) {
    errors.takeAt = 'take_not_above';
  }
  if (stop.value !== null && offer.value !== null && stop.value >= offer.value) {
    errors.stopAt = 'stop_not_below';
  } else if (stop.value !== null && take.value !== null && stop.value >= take.value) {
    errors.stopAt = 'stop_not_below_take';
  }
  if (errors.takeAt || errors.stopAt) return { ok: false, errors };
  return { ok: true, rule: { takeAt: take.value, stopAt: stop.value } };
}

export type AutoRuleOutcome =
  | { kind: 'saved'; rule: AutoCashOutRule | null }
  | { kind: 'refused'; code: string }
  | { kind: 'failed' };

export type { CashOutRefusalCode };

export type CashOutOutcome =
  | {
      kind: 'done';
      amount: number;
      /** The winnings tax withheld from `amount` (absent: none). */
      tax?: number;
      liveAmount: number;
      status: 'open' | 'cashed_out';
    }
  | { kind: 'refused'; code: CashOutRefusalCode; newValue?: number }
  | { kind: 'failed' };

export interface CashOutStoreDeps {
  api: ApiClient;
  /** The prices the live push keeps current: a moved price asks for the offers again. */
  priceOf: (outcomeId: number) => { coef: number; isBlocked: boolean } | undefined;
  /** Loads a game the sports store does not hold yet, so the push has prices to move. */
  loadGame?: (gameId: number) => Promise<void>;
  /** Subscribes games to the live push; answers the unsubscribe. */
  subscribe: (gameIds: readonly number[]) => () => void;
  /** After a cash-out: the balance and the open-bets count. */
  afterCashOut?: () => void;
  newKey?: () => string;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export class CashOutStore {
  /** The offers by coupon id (open coupons the customer looks at). */
  readonly offers = observable.map<number, CashOutOffer>({}, { deep: false });
  /** The coupon whose cash-out is being sent. */
  pending: number | null = null;
  /**
   * The tab's push stream is open and carries this customer's events: the server pushes the
   * offers as odds move, so a moved price asks for nothing. Otherwise the offers are asked again.
   */
  pushConnected = false;
  private watchers = 0;
  private unsubscribe: (() => void) | null = null;
  private subscribedKey = '';
  private disposeReaction: IReactionDisposer | null = null;
  private timer: unknown = null;
  private readonly newKey: () => string;

  constructor(private readonly deps: CashOutStoreDeps) {
    this.newKey = deps.newKey ?? (() => globalThis.crypto.randomUUID());
    makeObservable<this, 'setOffers' | 'setAutoRule'>(this, {
      pending: observable,
      pushConnected: observable,
      setPushConnected: action,
      applyPushed: action,
      setOffers: action,
      setAutoRule: action,
    });
  }

  offer(couponId: number): CashOutOffer | undefined {
    return this.offers.get(couponId);
  }

  /**
   * Watches the customer's open coupons while a view shows them: loads the offers and asks again
   * whenever a price of one of their legs moves. Answers the stop.
   */
  watch(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) {
      void this.load();
      this.disposeReaction = reaction(
        () =>
          [...this.offers.values()]
            .flatMap((o) =>
              o.legs.map((l) => {
                const price = this.deps.priceOf(l.outcomeId);
                return price ? `${price.coef}:${price.isBlocked}` : '';
              }),
            )
            .join(','),
        () => this.scheduleLoad(),
      );
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers -= 1;
      if (this.watchers === 0) {
        this.disposeReaction?.();
        this.disposeReaction = null;
        this.unsubscribe?.();
        this.unsubscribe = null;
        this.subscribedKey = '';
        this.cancelTimer();
      }
    };
  }

  setPushConnected(connected: boolean): void {
    this.pushConnected = connected;
  }

  /**
   * Offers the server pushed (`cash-out-offer`): each replaces the value, reason and stake in
   * play of an offer held; one for a coupon not held (placed in another tab) loads them all.
   */
  applyPushed(offers: readonly PushedCashOutOffer[]): void {
    let unknown = false;
    for (const pushed of offers) {
      const held = this.offers.get(pushed.couponId);
      if (!held) {
        unknown = true;
        continue;
      }
      this.offers.set(pushed.couponId, {
        ...held,
        value: pushed.value,
        reason: pushed.reason,
        liveAmount: pushed.liveAmount,
      });
    }
    if (unknown && this.watchers > 0) void this.load();
  }

  /** The customer's money moved (a cash-out elsewhere, a settlement): asks again if watched. */
  reloadIfWatched(): void {
    if (this.watchers > 0) void this.load();
  }

  /** Asks for the offers of the customer's open coupons now. */
  async load(): Promise<void> {
    const answer = await this.deps.api.getJson<{ offers?: CashOutOffer[] }>(CASH_OUT_PATHS.offers);
    if (!answer.ok || !Array.isArray(answer.data?.offers)) return;
    this.setOffers(answer.data.offers);
  }

  /** Cashes out `amount` (a part) or all of a coupon at the value shown. */
  async cashOut(couponId: number, amount?: number): Promise<CashOutOutcome> {
    const offer = this.offers.get(couponId);
    if (!offer || offer.value === null) return { kind: 'refused', code: 'cash_out_unavailable' };
    runInAction(() => {
      this.pending = couponId;
    });
    try {
      const answer = await this.deps.api.postJson<{
        amount: number;
        tax?: number;
        liveAmount: number;
        status: 'open' | 'cashed_out';
      }>(
        CASH_OUT_PATHS.cashOut(couponId),
        {
          value: offer.value,
          ...(amount !== undefined && amount < offer.value ? { amount } : {}),
          // The customer confirmed this value: a lower one is asked again, a higher one taken.
          changeCoefAction: 1,
        },
        { headers: { 'idempotency-key': this.newKey() } },
      );
      if (answer.ok) {
        this.deps.afterCashOut?.();
        await this.load();
        return {
          kind: 'done',
          amount: answer.data.amount,
          ...(typeof answer.data.tax === 'number' ? { tax: answer.data.tax } : {}),
          liveAmount: answer.data.liveAmount,
          status: answer.data.status,
        };
      }
      const refusal = answer.body?.refusal as { code?: string; newValue?: number } | undefined;
      if (answer.status === 409 && typeof refusal?.code === 'string') {
        await this.load();
        return {
          kind: 'refused',
          code: refusal.code as CashOutRefusalCode,
          ...(typeof refusal.newValue === 'number' ? { newValue: refusal.newValue } : {}),
        };
      }
      return { kind: 'failed' };
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  /** Sets the coupon's auto cash-out rule (both lines null: removes it). */
  async saveAutoRule(couponId: number, rule: AutoCashOutRule): Promise<AutoRuleOutcome> {
    runInAction(() => {
      this.pending = couponId;
    });
    try {
      const answer = await this.deps.api.putJson<AutoCashOutRule>(
        CASH_OUT_PATHS.autoRule(couponId),
        rule,
      );
      if (answer.ok) {
        const saved =
          answer.data.takeAt === null && answer.data.stopAt === null
            ? null
            : { takeAt: answer.data.takeAt, stopAt: answer.data.stopAt };
        this.setAutoRule(couponId, saved);
        return { kind: 'saved', rule: saved };
      }
      const refusal = answer.body?.refusal as { code?: string } | undefined;
      if (answer.status === 409 && typeof refusal?.code === 'string') {
        await this.load();
        return { kind: 'refused', code: refusal.code };
      }
      return { kind: 'failed' };
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private setAutoRule(couponId: number, rule: AutoCashOutRule | null): void {
    const offer = this.offers.get(couponId);
    if (offer) this.offers.set(couponId, { ...offer, autoRule: rule });
  }

  private setOffers(offers: CashOutOffer[]): void {
    this.offers.replace(offers.map((o) => [o.couponId, o]));
    const games = [...new Set(offers.flatMap((o) => o.legs.map((l) => l.gameId)))].sort(
      (a, b) => a - b,
    );
    if (this.watchers > 0 && this.deps.loadGame) {
      for (const offer of offers) {
        for (const leg of offer.legs) {
          if (!this.deps.priceOf(leg.outcomeId)) void this.deps.loadGame(leg.gameId);
        }
      }
    }
    const key = this.watchers > 0 ? games.join(',') : '';
    if (key === this.subscribedKey) return;
    this.subscribedKey = key;
    this.unsubscribe?.();
    this.unsubscribe = key !== '' ? this.deps.subscribe(games) : null;
  }

  private scheduleLoad(): void {
    if (this.timer !== null || this.watchers === 0 || this.pushConnected) return;
    const setTimer = this.deps.setTimeout ?? systemScheduler.setTimeout;
    this.timer = setTimer(() => {
      this.timer = null;
      void this.load();
    }, CASH_OUT_REFRESH_MS);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    const clear = this.deps.clearTimeout ?? systemScheduler.clearTimeout;
    clear(this.timer);
    this.timer = null;
  }
}
