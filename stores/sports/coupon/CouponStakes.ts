// The stake of the coupon (SPEC sections 3 and 5; docs/bonus.md "Free bets"): the account it is
// paid from, the amount per mode (the coupon, each single, each block), its limits and auto-max;
// a chosen free bet (./CouponFreeBets.ts) fixes the stake at its amount.
import { makeAutoObservable } from 'mobx';
import {
  COUPON_TYPES,
  VIP_MAX_FACTOR,
  couponAmountRules,
  maxAmountApplies,
  minAmountApplies,
  type CouponAmountRules,
  type CouponTypeId,
} from '../../../domain/coupon';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../../domain/money/amounts';
import { ACCOUNT_TYPE } from '../../../domain/money/accountTypes';
import { DEFAULT_CURRENCY_ID, findCurrency } from '../../../domain/money/currencies';
import { formatMinorUnits, minorUnitDigitsOf, parseAmountToMinor } from '../../../domain/session';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import { couponAccountsOf, type CouponFreeBets } from './CouponFreeBets';
import type { CouponSystem } from './CouponSystem';
import type { AmountTarget, CouponAccount, CouponContext, SlipView } from './types';

/** What the stake reads from the coupon. */
export interface StakesHost {
  readonly slip: SlipView;
  readonly activeTypeId: CouponTypeId;
  readonly system: Pick<CouponSystem, 'activeSystemOption' | 'usedBlockIds'>;
  readonly extras: { readonly isActiveVipBet: boolean };
  /** An edit of the stake makes the last refusals stale. */
  resetPlacement(): void;
}

/** The coupon and the parts of it that the stakes work with. */
interface StakesDeps {
  host: StakesHost;
  context: CouponContext;
  settings: CouponSettingsStore;
  freeBets: CouponFreeBets;
}

export class CouponStakes {
  /** Minor units; null: the initial amount of the currency. */
  amount: number | null = null;
  amountByBlockId: Record<number, number> = {};
  amountByBetId: Record<number, number> = {};
  /** The account chosen in the slip (null: the main one). */
  accountId: number | null = null;

  constructor(private readonly deps: StakesDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Accounts the coupon can be paid from: main and bonus (SPEC section 3 account types 0, 4). */
  get accounts(): CouponAccount[] {
    return couponAccountsOf(this.deps.context);
  }

  get account(): CouponAccount | null {
    const accounts = this.accounts;
    // A free bet's winnings go to the main account of its currency (docs/bonus.md "Free bets").
    const freeBet = this.deps.freeBets.freeBet;
    if (freeBet) {
      return (
        accounts.find((a) => a.type === ACCOUNT_TYPE.main && a.currencyId === freeBet.currencyId) ??
        null
      );
    }
    return (
      accounts.find((a) => a.id === this.accountId) ??
      accounts.find((a) => a.type === ACCOUNT_TYPE.main) ??
      accounts[0] ??
      null
    );
  }

  get isBonusAccount(): boolean {
    return this.account?.type === ACCOUNT_TYPE.bonus;
  }

  setAccountId(id: number): void {
    if (!this.accounts.some((a) => a.id === id)) return;
    this.accountId = id;
    this.deps.host.resetPlacement();
  }

  get currencyId(): number {
    return this.account?.currencyId ?? DEFAULT_CURRENCY_ID;
  }

  /** SPEC sections 5 and 9: step, initial, min, max and max payout per currency (RUB fallback). */
  get rules(): CouponAmountRules {
    return couponAmountRules(this.currencyId);
  }

  get amountStep(): number {
    const iso = findCurrency(this.currencyId)?.iso;
    return (iso ? this.deps.settings.amountStepByCurrencyIso[iso] : undefined) ?? this.rules.step;
  }

  get initialAmount(): number {
    return this.rules.initial;
  }

  /** The least stake the coupon takes (a system: per combination times combinations). */
  get minBetAmount(): number {
    if (this.deps.host.activeTypeId === COUPON_TYPES.system) {
      return this.deps.host.system.activeSystemOption?.minBetAmount ?? this.rules.min;
    }
    return this.rules.min;
  }

  /** SPEC section 5: a VIP bet may go above the maximum. */
  get maxBetAmount(): number {
    return this.deps.host.extras.isActiveVipBet ? this.rules.max * VIP_MAX_FACTOR : this.rules.max;
  }

  get maxPayout(): number {
    return this.rules.maxPayout;
  }

  /** SPEC section 5: the minimum shows (and applies) only for the configured types. */
  get isMinShown(): boolean {
    return (
      this.minBetAmount > 0 &&
      minAmountApplies(
        this.deps.host.activeTypeId,
        this.deps.context.flags().couponTypesWithMinAmount ?? [],
      )
    );
  }

  /** SPEC section 5: the maximum applies to the configured types, never to the bonus account. */
  get isMaxShown(): boolean {
    return (
      Number.isFinite(this.maxBetAmount) &&
      maxAmountApplies(
        this.deps.host.activeTypeId,
        this.deps.context.flags().couponTypesWithMaxAmount ?? [],
        this.account?.type ?? ACCOUNT_TYPE.main,
      )
    );
  }

  /** Auto-max: the stake follows the maximum the balance and the limit allow. */
  get isActiveAutoMax(): boolean {
    return this.deps.settings.settings.isAutoMax;
  }

  get autoMaxAmount(): number {
    const balance = this.account?.money ?? 0;
    const max = Number.isFinite(this.maxBetAmount) ? this.maxBetAmount : balance;
    return Math.max(0, Math.min(max, balance));
  }

  /** Minor units of a target's stake. */
  amountOf(target: AmountTarget): number {
    const freeBet = this.deps.freeBets.freeBet;
    if (freeBet) return freeBet.amount;
    if (target.kind === 'coupon') {
      if (this.isActiveAutoMax && this.deps.context.isSignedIn()) return this.autoMaxAmount;
      return this.amount ?? this.initialAmount;
    }
    if (target.kind === 'bet') return this.amountByBetId[target.betId] ?? this.initialAmount;
    return this.amountByBlockId[target.blockId] ?? this.initialAmount;
  }

  setAmount(target: AmountTarget, amountMinor: number): void {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return;
    // A free bet fixes the stake at its amount.
    if (this.deps.freeBets.freeBet) return;
    if (target.kind === 'coupon') {
      this.amount = amountMinor;
      if (this.isActiveAutoMax) this.deps.settings.setAutoMax(false);
    } else if (target.kind === 'bet') {
      this.amountByBetId = { ...this.amountByBetId, [target.betId]: amountMinor };
    } else {
      this.amountByBlockId = { ...this.amountByBlockId, [target.blockId]: amountMinor };
    }
    this.deps.host.resetPlacement();
  }

  /** What the customer typed; false (nothing changes) when it is not an amount of the currency. */
  setAmountText(target: AmountTarget, text: string): boolean {
    const minor = parseAmountToMinor(text, this.currencyId);
    if (minor === null) return false;
    this.setAmount(target, minor);
    return true;
  }

  /** The step buttons (SPEC section 3 amountStep): up or down one step, never below zero. */
  stepAmount(target: AmountTarget, direction: 1 | -1): void {
    const next = this.amountOf(target) + direction * this.amountStep;
    this.setAmount(target, Math.max(0, next));
  }

  /** Quick stakes: multiples of the step. */
  get quickAmounts(): number[] {
    return [1, 2, 5].map((n) => n * this.amountStep);
  }

  setAutoMax(on: boolean): void {
    this.deps.settings.setAutoMax(on);
    this.deps.host.resetPlacement();
  }

  /** The total stake of the coupon (singles and blocks add their own amounts up). */
  get totalAmount(): number {
    const type = this.deps.host.activeTypeId;
    if (type === COUPON_TYPES.singles) {
      return this.deps.host.slip.bets.reduce(
        (sum, b) => sum + this.amountOf({ kind: 'bet', betId: b.id }),
        0,
      );
    }
    if (type === COUPON_TYPES.blocks) {
      return this.deps.host.system.usedBlockIds.reduce(
        (sum, blockId) => sum + this.amountOf({ kind: 'block', blockId }),
        0,
      );
    }
    return this.amountOf({ kind: 'coupon' });
  }

  /** An amount as the stake input shows it: '150', '2.5' (no symbol, no grouping). */
  toInputText(amountMinor: number): string {
    const text = minorUnitsToDecimal(amountMinor, minorUnitDigitsOf(this.currencyId));
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  }

  /** What the customer typed in minor units of the coupon's currency, or null. */
  parseAmount(text: string): number | null {
    return parseAmountToMinor(text, this.currencyId);
  }

  /** Money as text in the coupon's currency. */
  format(amountMinor: number): string {
    const account = this.account;
    return formatMinorUnits(amountMinor, account ?? { currencyId: this.currencyId });
  }

  /** A major-unit amount from the server (a refusal's limit) as text. */
  formatMajor(amount: number): string {
    const minor = decimalToMinorUnits(amount, minorUnitDigitsOf(this.currencyId));
    return minor === null ? String(amount) : this.format(minor);
  }

  get balance(): number | null {
    return this.account ? this.account.money : null;
  }

  /** The coupon was emptied: the per-bet and per-block stakes go. */
  clearPerBetAmounts(): void {
    this.amountByBetId = {};
    this.amountByBlockId = {};
  }

  /** A bet left the coupon: its single's stake goes. */
  forgetBet(betId: number): void {
    const { [betId]: _amount, ...amounts } = this.amountByBetId;
    this.amountByBetId = amounts;
  }

  /** The coupon was placed from the slip: its stake resets. */
  afterPlaced(): void {
    this.amount = null;
  }
}
