import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
import {
  BET_STATUS_UNCHECKED,
  COUPON_TYPES,
  DEFAULT_SYSTEM_VALUE,
  LOBBY_BLOCK_ID,
  VIP_MAX_FACTOR,
  acceptsCoefChange,
  bonusBetFactor,
  couponAmountRules,
  couponCoef,
  couponPlaceBody,
  couponShapeProblems,
  dedupeRefusals,
  isBonusBetOffered,
  isCouponTypeId,
  isVipBetAvailable,
  maxAmountApplies,
  minAmountApplies,
  optionalPlaceFields,
  possibleWin,
  stakeRefusals,
  systemOptions,
  type CouponAmountRules,
  type CouponLeg,
  type CouponRefusal,
  type CouponShape,
  type CouponTypeId,
  type StakeToCheck,
  type SystemOption,
} from '../../domain/coupon';
import {
  decimalToMinorUnits,
  minorToMajorNumber,
  minorUnitsToDecimal,
} from '../../domain/money/amounts';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { DEFAULT_CURRENCY_ID, findCurrency } from '../../domain/money/currencies';
import { formatMinorUnits, minorUnitDigitsOf, parseAmountToMinor } from '../../domain/session';
import { isLockedBet } from '../../domain/sports/liveRule';
import { systemScheduler } from '../scheduler';
import { betFromLoaded, makeBet } from './coupon/bets';
import { CouponPlacement, type PlacementOrigin } from './coupon/CouponPlacement';
import { readCoupon, writeCoupon } from './coupon/persistence';
import {
  COUPON_CODE_PATTERN,
  GUEST_CONTEXT,
  MIN_SYSTEM_VALUE,
  NO_API,
  type AmountTarget,
  type BetGameInput,
  type BetMarketInput,
  type BetOutcomeInput,
  type CoefChange,
  type CouponAccount,
  type CouponBet,
  type CouponContext,
  type CouponStoreDeps,
  type PlaceFailure,
  type PlaceStatus,
} from './coupon/types';
import type { CouponApi, CouponToPlace, FreeBetOption, PlacedCoupon } from './couponApi';
import { CouponReminder } from './couponReminder';
import { CouponSettingsStore } from './CouponSettingsStore';
import type { KeyValueStorage } from './preferences';

// The coupon's constants live in domain/coupon (SPEC sections 3, 4, 9) and its shapes in
// ./coupon/types; re-exported for the stores' public surface.
export { BET_STATUS_UNCHECKED, COUPON_TYPES, DEFAULT_SYSTEM_VALUE, type CouponTypeId };
export { COUPON_BLOCKS_STORAGE_KEY, COUPON_STORAGE_KEY } from './coupon/types';
export type {
  AmountTarget,
  BetGameInput,
  BetMarketInput,
  BetOutcomeInput,
  CoefChange,
  CouponAccount,
  CouponBet,
  CouponContext,
  CouponSiteFlags,
  CouponStoreDeps,
  PlaceFailure,
  PlaceStatus,
} from './coupon/types';

/**
 * The coupon (SPEC section 3 "Coupon state", "Bet", "Coupon kept locally"; section 4 "Bets and
 * coupon"): the bet list kept in local storage, dependent and locked bets, the type and its
 * amounts, bankers and blocks, the bonus and VIP bets, odds changes, placing with an
 * Idempotency-Key, refusals per bet, saving to and loading from a code, one-click and the
 * reminder. The rules are domain/coupon's; this class holds state and calls them.
 */
export class CouponStore {
  readonly betsById: ObservableMap<number, CouponBet> = observable.map({}, { deep: false });
  /** Bets per game, observed per game: odds cells of one game learn they became dependent. */
  readonly betCountByGame: ObservableMap<number, number> = observable.map({}, { deep: false });
  /** Epoch ms each bet was added at. */
  addedAtByBetId: Record<number, number> = {};
  /** The type the customer chose; `activeTypeId` is the one in force (one bet: singles). */
  typeId: CouponTypeId = COUPON_TYPES.express;
  systemValue = DEFAULT_SYSTEM_VALUE;

  /** SPEC section 3 Coupon state tab: the slip or the customer's open bets. */
  tab: 'coupon' | 'myBets' = 'coupon';
  /** Bankers of a system coupon are in block 0 (SPEC section 4). */
  isActiveSystemBanker = false;
  bankerIds: number[] = [];
  /** Blocks coupon (typeId 4): each bet's block, 1..n. */
  blockByBetId: Record<number, number> = {};
  /** Minor units; null: the initial amount of the currency. */
  amount: number | null = null;
  amountByBlockId: Record<number, number> = {};
  amountByBetId: Record<number, number> = {};
  /** The account chosen in the slip (null: the main one). */
  accountId: number | null = null;
  /** The customer's active sports free bets (docs/bonus.md "Free bets"), loaded when signed in. */
  freeBets: FreeBetOption[] = [];
  /** The free bet chosen to stake the coupon, or null: the customer's money. */
  freeBetId: string | null = null;
  promoCode = '';
  manuallyDeletedBonusBet = false;
  isCouponLoadedFromCode = false;
  loadCouponInputValue = '';
  /** The compact slip (narrow widths) is expanded. */
  isVisibleQuickCoupon = false;
  /** A confirmation that one-click clears the coupon is on screen (SPEC section 4). */
  isOneClickConfirmationOpen = false;

  /** New coefficients a refusal named, per bet, until accepted. */
  refusedCoefByBetId: Record<number, number> = {};
  savedCode: string | null = null;
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed' = 'idle';
  loadStatus: 'idle' | 'loading' | 'loaded' | 'not_found' | 'invalid' | 'failed' = 'idle';
  openBetsCount: number | null = null;

  readonly settings: CouponSettingsStore;
  readonly reminder: CouponReminder;
  /** Placing the coupon and the refusals of the last attempt. */
  readonly placement: CouponPlacement;

  private readonly storage: KeyValueStorage | undefined;
  private readonly now: () => number;
  private readonly api: CouponApi;
  private readonly context: CouponContext;

  constructor(deps: CouponStoreDeps = {}) {
    this.storage = deps.storage;
    this.now = deps.now ?? Date.now;
    this.api = deps.api ?? NO_API;
    this.context = deps.context ?? GUEST_CONTEXT;
    this.settings = deps.settings ?? new CouponSettingsStore({ storage: deps.storage });
    this.reminder = new CouponReminder({
      scheduler: deps.scheduler ?? systemScheduler,
      ...(deps.sessionStorage ? { sessionStorage: deps.sessionStorage } : {}),
    });
    this.placement = new CouponPlacement({
      api: this.api,
      newKey: deps.newIdempotencyKey ?? randomKey,
      host: this,
    });
    this.restore();
    makeAutoObservable<this, 'storage' | 'now' | 'api' | 'context'>(
      this,
      {
        betsById: false,
        betCountByGame: false,
        settings: false,
        reminder: false,
        placement: false,
        storage: false,
        now: false,
        api: false,
        context: false,
      },
      { autoBind: true },
    );
  }

  // ---- the bet list ----

  /** The bets in the order they were added. */
  get bets(): CouponBet[] {
    return [...this.betsById.values()];
  }

  get count(): number {
    return this.betsById.size;
  }

  /** The games the bets are on (the slip keeps them subscribed to live prices). */
  get gameIds(): number[] {
    return [...new Set(this.bets.map((b) => b.market.gameId))];
  }

  /** Observed per id: a cell re-renders only when its own bet comes or goes. */
  hasBet(outcomeId: number): boolean {
    return this.betsById.has(outcomeId);
  }

  /**
   * Whether a bet on this outcome depends on another bet of the coupon (the same game), so it
   * cannot join the same express: SPEC section 4 "dependent".
   */
  isDependent(outcomeId: number, gameId: number): boolean {
    const others = (this.betCountByGame.get(gameId) ?? 0) - (this.betsById.has(outcomeId) ? 1 : 0);
    return others > 0;
  }

  /** SPEC section 4: a bet is locked if blocked, dependent or banned from express. */
  isLocked(outcomeId: number): boolean {
    const bet = this.betsById.get(outcomeId);
    return !!bet && isLockedBet({ ...bet, isBlocked: this.isBetBlocked(bet) });
  }

  /** Adds the outcome as a bet (nothing when it is already in the coupon). */
  addBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: { pageType?: string; statisticId?: number } = {},
  ): void {
    if (this.betsById.has(outcome.id)) return;
    this.putBet(makeBet(outcome, game, market, extras));
  }

  removeBet(outcomeId: number): void {
    if (!this.betsById.delete(outcomeId)) return;
    const { [outcomeId]: _removed, ...rest } = this.addedAtByBetId;
    this.addedAtByBetId = rest;
    this.forgetBet(outcomeId);
    this.markDependent();
    this.save();
    if (this.count === 0) this.afterEmptied();
  }

  /** Adds the bet, or removes it when it is there; returns whether it is in the coupon now. */
  toggleBet(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: { pageType?: string; statisticId?: number } = {},
  ): boolean {
    if (this.betsById.has(outcome.id)) {
      this.removeBet(outcome.id);
      return false;
    }
    this.addBet(outcome, game, market, extras);
    return true;
  }

  clear(): void {
    this.betsById.clear();
    this.betCountByGame.clear();
    this.addedAtByBetId = {};
    this.bankerIds = [];
    this.blockByBetId = {};
    this.amountByBetId = {};
    this.amountByBlockId = {};
    this.refusedCoefByBetId = {};
    this.save();
    this.afterEmptied();
  }

  // ---- type, system, bankers, blocks ----

  /** SPEC section 4: one bet is a single; a system needs 3 bets, an express or blocks 2. */
  get activeTypeId(): CouponTypeId {
    if (this.count <= 1) return COUPON_TYPES.singles;
    if (this.typeId === COUPON_TYPES.system && this.count < 3) return COUPON_TYPES.express;
    return this.typeId;
  }

  /** The types the type switch offers for this many bets. */
  get availableTypeIds(): CouponTypeId[] {
    if (this.count <= 1) return [COUPON_TYPES.singles];
    const types: CouponTypeId[] = [COUPON_TYPES.express];
    if (this.count >= 3) types.push(COUPON_TYPES.system);
    types.push(COUPON_TYPES.singles, COUPON_TYPES.blocks);
    return types;
  }

  setTypeId(typeId: number): void {
    if (!isCouponTypeId(typeId)) return;
    this.typeId = typeId;
    this.resetPlacement();
    this.save();
  }

  setTab(tab: 'coupon' | 'myBets'): void {
    this.tab = tab;
  }

  /** Bankers counted only while the banker toggle is on and the coupon is a system. */
  get activeBankerIds(): number[] {
    if (!this.isActiveSystemBanker || this.activeTypeId !== COUPON_TYPES.system) return [];
    return this.bankerIds.filter((id) => this.betsById.has(id));
  }

  /** SPEC section 3 "System option": value, offset, minBetAmount, combo. */
  get systemOptions(): SystemOption[] {
    return systemOptions(this.count, this.activeBankerIds.length, this.rules.min);
  }

  /** The chosen system value when it is one of the options, else the first option's. */
  get activeSystemValue(): number {
    const options = this.systemOptions;
    if (options.some((o) => o.value === this.systemValue)) return this.systemValue;
    return options[0]?.value ?? DEFAULT_SYSTEM_VALUE;
  }

  get activeSystemOption(): SystemOption | undefined {
    return this.systemOptions.find((o) => o.value === this.activeSystemValue);
  }

  /** SPEC section 5: a system value is at least 2. */
  setSystemValue(value: number): void {
    if (!Number.isInteger(value) || value < MIN_SYSTEM_VALUE) return;
    this.systemValue = value;
    this.resetPlacement();
    this.save();
  }

  setSystemBanker(on: boolean): void {
    this.isActiveSystemBanker = on;
    this.resetPlacement();
    this.save();
  }

  isBanker(betId: number): boolean {
    return this.activeBankerIds.includes(betId);
  }

  /** A bet banned from express cannot be a banker (SPEC section 3 Bet isDisabledBanker). */
  canBeBanker(betId: number): boolean {
    const bet = this.betsById.get(betId);
    if (!bet || bet.isBannedExpress || bet.isDisabledBanker) return false;
    // At least two bets must stay outside the bankers for a system of 2.
    return this.isBanker(betId) || this.count - this.activeBankerIds.length > 2;
  }

  toggleBanker(betId: number): void {
    if (!this.betsById.has(betId)) return;
    if (this.bankerIds.includes(betId)) {
      this.bankerIds = this.bankerIds.filter((id) => id !== betId);
    } else if (this.canBeBanker(betId)) {
      this.bankerIds = [...this.bankerIds, betId];
    }
    this.resetPlacement();
    this.save();
  }

  /** The block of a bet in a blocks coupon (1 until the customer moves it). */
  blockOf(betId: number): number {
    return this.blockByBetId[betId] ?? 1;
  }

  /** Blocks a bet can be put in: 1 .. number of bets. */
  get blockChoices(): number[] {
    return Array.from({ length: Math.max(1, this.count) }, (_, i) => i + 1);
  }

  /** The blocks that hold bets, in order. */
  get usedBlockIds(): number[] {
    return [...new Set(this.bets.map((b) => this.blockOf(b.id)))].sort((a, b) => a - b);
  }

  setBetBlock(betId: number, blockId: number): void {
    if (!this.betsById.has(betId) || !this.blockChoices.includes(blockId)) return;
    this.blockByBetId = { ...this.blockByBetId, [betId]: blockId };
    this.resetPlacement();
    this.save();
  }

  // ---- accounts and amounts ----

  /** Accounts the coupon can be paid from: main and bonus (SPEC section 3 account types 0, 4). */
  get accounts(): CouponAccount[] {
    return this.context
      .accounts()
      .filter((a) => a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.bonus);
  }

  get account(): CouponAccount | null {
    const accounts = this.accounts;
    // A free bet's winnings go to the main account of its currency (docs/bonus.md "Free bets").
    const freeBet = this.freeBet;
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
    this.resetPlacement();
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
    return (iso ? this.settings.amountStepByCurrencyIso[iso] : undefined) ?? this.rules.step;
  }

  get initialAmount(): number {
    return this.rules.initial;
  }

  /** The least stake the coupon takes (a system: per combination times combinations). */
  get minBetAmount(): number {
    if (this.activeTypeId === COUPON_TYPES.system) {
      return this.activeSystemOption?.minBetAmount ?? this.rules.min;
    }
    return this.rules.min;
  }

  /** SPEC section 5: a VIP bet may go above the maximum. */
  get maxBetAmount(): number {
    return this.isActiveVipBet ? this.rules.max * VIP_MAX_FACTOR : this.rules.max;
  }

  get maxPayout(): number {
    return this.rules.maxPayout;
  }

  /** SPEC section 5: the minimum shows (and applies) only for the configured types. */
  get isMinShown(): boolean {
    return (
      this.minBetAmount > 0 &&
      minAmountApplies(this.activeTypeId, this.context.flags().couponTypesWithMinAmount ?? [])
    );
  }

  /** SPEC section 5: the maximum applies to the configured types, never to the bonus account. */
  get isMaxShown(): boolean {
    return (
      Number.isFinite(this.maxBetAmount) &&
      maxAmountApplies(
        this.activeTypeId,
        this.context.flags().couponTypesWithMaxAmount ?? [],
        this.account?.type ?? ACCOUNT_TYPE.main,
      )
    );
  }

  /** Auto-max: the stake follows the maximum the balance and the limit allow. */
  get isActiveAutoMax(): boolean {
    return this.settings.settings.isAutoMax;
  }

  get autoMaxAmount(): number {
    const balance = this.account?.money ?? 0;
    const max = Number.isFinite(this.maxBetAmount) ? this.maxBetAmount : balance;
    return Math.max(0, Math.min(max, balance));
  }

  // ---- free bets (docs/bonus.md "Free bets") ----

  /** Free bets usable now: unexpired, in the currency of a main account the customer has. */
  get usableFreeBets(): FreeBetOption[] {
    const now = this.now();
    const mains = this.accounts.filter((a) => a.type === ACCOUNT_TYPE.main);
    return this.freeBets.filter(
      (f) => Date.parse(f.expiresAt) > now && mains.some((a) => a.currencyId === f.currencyId),
    );
  }

  /** A free bet stakes one coupon: an express, a system or a single of one bet. */
  get isFreeBetAvailable(): boolean {
    if (!this.context.isSignedIn() || this.count === 0) return false;
    const type = this.activeTypeId;
    return (
      type === COUPON_TYPES.express ||
      type === COUPON_TYPES.system ||
      (type === COUPON_TYPES.singles && this.count === 1)
    );
  }

  /** The chosen free bet while it can stake this coupon; its amount is then the stake. */
  get freeBet(): FreeBetOption | null {
    if (this.freeBetId === null || !this.isFreeBetAvailable) return null;
    return this.usableFreeBets.find((f) => f.id === this.freeBetId) ?? null;
  }

  selectFreeBet(id: string | null): void {
    this.freeBetId = id !== null && this.freeBets.some((f) => f.id === id) ? id : null;
    this.resetPlacement();
  }

  async loadFreeBets(): Promise<void> {
    if (!this.context.isSignedIn() || !this.api.freeBets) return;
    const freeBets = await this.api.freeBets();
    runInAction(() => {
      if (freeBets === null) return;
      this.freeBets = freeBets;
      if (this.freeBetId !== null && !freeBets.some((f) => f.id === this.freeBetId)) {
        this.freeBetId = null;
      }
    });
  }

  /** Minor units of a target's stake. */
  amountOf(target: AmountTarget): number {
    const freeBet = this.freeBet;
    if (freeBet) return freeBet.amount;
    if (target.kind === 'coupon') {
      if (this.isActiveAutoMax && this.context.isSignedIn()) return this.autoMaxAmount;
      return this.amount ?? this.initialAmount;
    }
    if (target.kind === 'bet') return this.amountByBetId[target.betId] ?? this.initialAmount;
    return this.amountByBlockId[target.blockId] ?? this.initialAmount;
  }

  setAmount(target: AmountTarget, amountMinor: number): void {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return;
    // A free bet fixes the stake at its amount.
    if (this.freeBet) return;
    if (target.kind === 'coupon') {
      this.amount = amountMinor;
      if (this.isActiveAutoMax) this.settings.setAutoMax(false);
    } else if (target.kind === 'bet') {
      this.amountByBetId = { ...this.amountByBetId, [target.betId]: amountMinor };
    } else {
      this.amountByBlockId = { ...this.amountByBlockId, [target.blockId]: amountMinor };
    }
    this.resetPlacement();
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
    this.settings.setAutoMax(on);
    this.resetPlacement();
  }

  /** The total stake of the coupon (singles and blocks add their own amounts up). */
  get totalAmount(): number {
    const type = this.activeTypeId;
    if (type === COUPON_TYPES.singles) {
      return this.bets.reduce((sum, b) => sum + this.amountOf({ kind: 'bet', betId: b.id }), 0);
    }
    if (type === COUPON_TYPES.blocks) {
      return this.usedBlockIds.reduce(
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

  // ---- prices ----

  /** The price the sports store holds now (live), else the one the bet was added at. */
  currentCoef(betId: number): number {
    const bet = this.betsById.get(betId);
    if (!bet) return 0;
    return this.context.priceOf(betId)?.coef ?? bet.market.coef;
  }

  /** A bet whose price moved since it was added or accepted: old -> new. */
  coefChange(betId: number): CoefChange | null {
    const bet = this.betsById.get(betId);
    if (!bet) return null;
    const refused = this.refusedCoefByBetId[betId];
    const current = refused ?? this.currentCoef(betId);
    if (current === bet.market.coef) return null;
    return {
      previous: bet.market.coef,
      current,
      direction: current > bet.market.coef ? 'up' : 'down',
      needsAcceptance:
        refused !== undefined ||
        !acceptsCoefChange(this.settings.settings.changeCoefAction, bet.market.coef, current),
    };
  }

  /** The coefficient a bet is placed at: the new one when the setting takes it on its own. */
  placingCoef(betId: number): number {
    const change = this.coefChange(betId);
    const bet = this.betsById.get(betId);
    if (!bet) return 0;
    return change && !change.needsAcceptance ? change.current : bet.market.coef;
  }

  isBetBlocked(bet: CouponBet): boolean {
    return this.context.priceOf(bet.id)?.isBlocked ?? bet.isBlocked;
  }

  get hasUnacceptedChanges(): boolean {
    return this.bets.some((b) => this.coefChange(b.id)?.needsAcceptance);
  }

  /** "Accept new odds": the bet (or every bet) takes its new price. */
  acceptNewOdds(betId?: number): void {
    const ids = betId === undefined ? this.bets.map((b) => b.id) : [betId];
    for (const id of ids) {
      const bet = this.betsById.get(id);
      if (!bet) continue;
      const coef = this.refusedCoefByBetId[id] ?? this.currentCoef(id);
      if (coef !== bet.market.coef) {
        this.betsById.set(id, { ...bet, market: { ...bet.market, coef } });
      }
      const { [id]: _accepted, ...rest } = this.refusedCoefByBetId;
      this.refusedCoefByBetId = rest;
    }
    this.placement.dropOddsRefusals(betId);
    this.save();
  }

  // ---- the coupon as the rules see it ----

  get legs(): CouponLeg[] {
    return this.bets.map((bet) => ({
      outcomeId: bet.id,
      gameId: bet.market.gameId,
      coef: this.placingCoef(bet.id),
      kind: bet.market.kind,
      isLive: bet.market.isLive,
      isBannedExpress: bet.isBannedExpress,
      blockId: this.couponBlockOf(bet.id),
    }));
  }

  /** The coupon block a leg is sent with: 0 for a banker, the chosen block, else 1. */
  couponBlockOf(betId: number): number {
    if (this.activeTypeId === COUPON_TYPES.system) {
      return this.isBanker(betId) ? LOBBY_BLOCK_ID : 1;
    }
    if (this.activeTypeId === COUPON_TYPES.blocks) return this.blockOf(betId);
    return 1;
  }

  get shape(): CouponShape {
    const type = this.activeTypeId;
    const shape: CouponShape = {
      typeId: type,
      legs: this.legs,
      amount: this.totalAmount,
      bonusFactor: this.isBonusBetOffered ? bonusBetFactor(this.count) : 1,
      exactCoef: this.settings.settings.exactCoef,
    };
    if (type === COUPON_TYPES.system) {
      shape.systemValue = this.activeSystemValue;
      shape.useBankers = this.activeBankerIds.length > 0;
    }
    if (type === COUPON_TYPES.singles) {
      shape.amountByBetId = Object.fromEntries(
        this.bets.map((b) => [b.id, this.amountOf({ kind: 'bet', betId: b.id })]),
      );
    }
    if (type === COUPON_TYPES.blocks) {
      shape.amountByBlockId = Object.fromEntries(
        this.usedBlockIds.map((id) => [id, this.amountOf({ kind: 'block', blockId: id })]),
      );
    }
    return shape;
  }

  /** The coupon's coefficient (express: with the bonus factor). */
  get coef(): number {
    return this.count === 0 ? 1 : couponCoef(this.shape);
  }

  /** Minor units when every bet wins (SPEC section 9: exact coefficient overrides). */
  get possibleWin(): number {
    return this.count === 0 ? 0 : possibleWin(this.shape);
  }

  /** SPEC section 4 bonus bet: express, 3+ bets of 1.1+, not kind 7, the feature on. */
  get isBonusBetOffered(): boolean {
    return isBonusBetOffered({
      featureOn: this.context.flags().isAvailableCouponBonusBet === true,
      typeId: this.activeTypeId,
      legs: this.bets.map((b) => ({ coef: b.market.coef, kind: b.market.kind })),
      manuallyDeleted: this.manuallyDeletedBonusBet,
    });
  }

  /** The bonus bet's extra percent (factor 1.05 -> 5). */
  get bonusBetPercent(): number {
    return Math.round((bonusBetFactor(this.count) - 1) * 100);
  }

  /** SPEC section 4: deleting the bonus bet by hand sets a flag; it stays off for this coupon. */
  deleteBonusBet(): void {
    this.manuallyDeletedBonusBet = true;
    this.resetPlacement();
  }

  /** SPEC section 5 VIP bet: the site shows it, the maximum is finite, all line, not singles. */
  get isVipBetAvailable(): boolean {
    return (
      this.context.flags().showVipBet === true &&
      isVipBetAvailable({
        maxBetAmount: this.rules.max,
        legs: this.bets.map((b) => ({ isLive: b.market.isLive })),
        typeId: this.activeTypeId,
      })
    );
  }

  get isActiveVipBet(): boolean {
    return this.isVipBetAvailable && this.settings.settings.isVipBet;
  }

  setVipBet(on: boolean): void {
    this.settings.setVipBet(on);
    this.resetPlacement();
  }

  setPromoCode(code: string): void {
    this.promoCode = code.slice(0, 64);
    this.resetPlacement();
  }

  // ---- one-click (SPEC sections 4 and 6) ----

  /** The control shows only with the site flag, and only to a signed-in customer. */
  get isOneClickAvailable(): boolean {
    return this.context.flags().show_one_click === true && this.context.isSignedIn();
  }

  get isOneClickActive(): boolean {
    return this.isOneClickAvailable && this.settings.settings.isActiveOneClick;
  }

  /** The one-click stake (minor units): the customer's, else the initial amount. */
  get oneClickAmount(): number {
    const chosen = this.isBonusAccount
      ? this.settings.bonusAccountOneClickAmount
      : this.settings.settings.oneClickAmount;
    return chosen > 0 ? chosen : this.initialAmount;
  }

  setOneClickAmount(amountMinor: number): void {
    if (this.isBonusAccount) this.settings.setBonusAccountOneClickAmount(amountMinor);
    else this.settings.setOneClickAmount(amountMinor);
  }

  setOneClickAmountText(text: string): boolean {
    const minor = parseAmountToMinor(text, this.currencyId);
    if (minor === null) return false;
    this.setOneClickAmount(minor);
    return true;
  }

  /** SPEC section 4: with bets in the coupon, turning one-click on asks first. */
  requestOneClick(on: boolean): void {
    if (on && !this.isOneClickAvailable) return;
    this.isOneClickConfirmationOpen = this.settings.requestOneClick(on, this.count);
  }

  /** Confirmed: the bets go and one-click is on. */
  confirmOneClick(): void {
    this.isOneClickConfirmationOpen = false;
    this.clear();
    this.settings.forceOneClick(true);
  }

  /** Declined: one-click stays off, the bets stay. */
  declineOneClick(): void {
    this.isOneClickConfirmationOpen = false;
  }

  /** One-click: a single with the one-click stake goes at once, through the same placement. */
  async placeOneClick(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: { pageType?: string; statisticId?: number } = {},
  ): Promise<void> {
    const account = this.account;
    if (!this.isOneClickActive || !account || this.placement.isActivePlaceBet) return;
    const bet = makeBet(outcome, game, market, extras);
    const digits = minorUnitDigitsOf(account.currencyId);
    const amount = minorToMajorNumber(this.oneClickAmount, digits);
    const body: CouponToPlace = {
      typeId: COUPON_TYPES.singles,
      accountId: account.id,
      amount,
      amountByBetId: { [bet.id]: amount },
      changeCoefAction: this.settings.settings.changeCoefAction,
      bets: [
        {
          outcomeId: bet.id,
          gameId: bet.market.gameId,
          coef: bet.market.coef,
          isLive: bet.market.isLive,
        },
      ],
      ...this.optionalBody(),
    };
    this.isVisibleQuickCoupon = true;
    await this.placement.submit(body, 'oneClick');
  }

  // ---- placing (the state is the placement's; these keep the store's surface) ----

  get placeStatus(): PlaceStatus {
    return this.placement.placeStatus;
  }

  get refusals(): CouponRefusal[] {
    return this.placement.refusals;
  }

  get failure(): PlaceFailure | null {
    return this.placement.failure;
  }

  /** The coupons of the last accepted placement (SPEC 3 successCoupon / singlesResultCoupons). */
  get successCoupons(): PlacedCoupon[] {
    return this.placement.successCoupons;
  }

  /** Where the last placement came from. */
  get lastPlacementOrigin(): PlacementOrigin {
    return this.placement.lastPlacementOrigin;
  }

  get isActivePlaceBet(): boolean {
    return this.placement.isActivePlaceBet;
  }

  /** Outcome ids in the placement on its way (SPEC 3 activePlaceBetIds). */
  get activePlaceBetIds(): number[] {
    return this.placement.activePlaceBetIds;
  }

  get hasInsufficientFunds(): boolean {
    return this.placement.hasInsufficientFunds;
  }

  /** Refusals about one bet (shown next to it). */
  refusalsFor(betId: number): CouponRefusal[] {
    return this.placement.refusalsFor(betId);
  }

  refusalsForBlock(blockId: number): CouponRefusal[] {
    return this.placement.refusalsForBlock(blockId);
  }

  /** Refusals about the whole coupon (or a bet no longer in it). */
  get couponRefusals(): CouponRefusal[] {
    return this.placement.couponRefusals;
  }

  /** What the client refuses before asking the server (the server checks all of it again). */
  get localRefusals(): CouponRefusal[] {
    if (this.count === 0) return [];
    const refusals: CouponRefusal[] = [];
    for (const bet of this.bets) {
      if (this.isBetBlocked(bet)) refusals.push({ code: 'market_suspended', outcomeId: bet.id });
      const change = this.coefChange(bet.id);
      if (change?.needsAcceptance) {
        refusals.push({ code: 'odds_changed', outcomeId: bet.id, newCoef: change.current });
      }
    }
    refusals.push(...couponShapeProblems(this.shape));
    refusals.push(
      ...stakeRefusals(this.amountsToCheck(), {
        min: this.minForCheck(),
        max: this.maxBetAmount,
        isMinShown: this.isMinShown,
        isMaxShown: this.isMaxShown,
        digits: minorUnitDigitsOf(this.currencyId),
      }),
    );
    return dedupeRefusals(refusals);
  }

  /** The body of POST /web-api/coupon/place for the coupon as it stands ("Coupon to place"). */
  placeBody(): CouponToPlace | null {
    const account = this.account;
    if (!account || this.count === 0) return null;
    return couponPlaceBody({
      shape: this.shape,
      accountId: account.id,
      digits: minorUnitDigitsOf(account.currencyId),
      changeCoefAction: this.settings.settings.changeCoefAction,
      optional: this.optionalBody(),
      isBonusBet: this.isBonusBetOffered,
      isVipBet: this.isActiveVipBet,
      freeBetId: this.freeBet?.id ?? null,
    });
  }

  /** Place the coupon: refused locally first, then POST with a fresh Idempotency-Key. */
  async place(): Promise<void> {
    if (this.placement.isActivePlaceBet || !this.context.isSignedIn()) return;
    const local = this.localRefusals;
    if (local.length > 0) {
      this.placement.showRefusals(local);
      return;
    }
    const body = this.placeBody();
    if (!body) return;
    await this.placement.submit(body, 'coupon');
  }

  /** After a failure with no answer: the same attempt again, with the same key and body. */
  async retryPlace(): Promise<void> {
    await this.placement.retry();
  }

  /** Back from the success or failure view to the (empty or kept) slip. */
  dismissResult(): void {
    this.placement.dismissResult();
  }

  /** The placement's refusal named new coefficients: kept per bet until accepted. */
  rememberRefusedCoefs(refusals: readonly CouponRefusal[]): void {
    const refused: Record<number, number> = { ...this.refusedCoefByBetId };
    for (const r of refusals) {
      if (r.code === 'odds_changed' && r.outcomeId !== undefined && r.newCoef !== undefined) {
        refused[r.outcomeId] = r.newCoef;
      }
    }
    this.refusedCoefByBetId = refused;
  }

  /** The placement was accepted: a used free bet goes, the slip empties, the balance reloads. */
  afterPlaced(origin: PlacementOrigin, body: CouponToPlace): void {
    if (body.freeBetId !== undefined) {
      // The token is used: it leaves the list (the server's list says so too).
      this.freeBets = this.freeBets.filter((f) => f.id !== String(body.freeBetId));
      this.freeBetId = null;
    }
    if (origin === 'coupon') {
      this.clear();
      this.amount = null;
      this.promoCode = '';
      this.manuallyDeletedBonusBet = false;
      this.isCouponLoadedFromCode = false;
      this.savedCode = null;
    }
    void this.context.refreshBalance();
    void this.loadOpenBetsCount();
  }

  /** An edit of the coupon makes the last refusals stale. */
  private resetPlacement(): void {
    this.placement.reset();
  }

  private optionalBody(): Partial<CouponToPlace> {
    return optionalPlaceFields(this.settings.settings, this.context.coefViewId?.());
  }

  private minForCheck(): number {
    return this.activeTypeId === COUPON_TYPES.system ? this.minBetAmount : this.rules.min;
  }

  private amountsToCheck(): StakeToCheck[] {
    const type = this.activeTypeId;
    if (type === COUPON_TYPES.singles) {
      return this.bets.map((b) => ({
        amount: this.amountOf({ kind: 'bet', betId: b.id }),
        refusal: { outcomeId: b.id },
      }));
    }
    if (type === COUPON_TYPES.blocks) {
      return this.usedBlockIds.map((blockId) => ({
        amount: this.amountOf({ kind: 'block', blockId }),
        refusal: { blockId },
      }));
    }
    return [{ amount: this.amountOf({ kind: 'coupon' }), refusal: {} }];
  }

  // ---- my bets ----

  async loadOpenBetsCount(): Promise<void> {
    if (!this.context.isSignedIn()) return;
    const count = await this.api.openBetsCount();
    runInAction(() => {
      if (count !== null) this.openBetsCount = count;
    });
  }

  // ---- save to a code, load from a code ----

  async saveToCode(): Promise<void> {
    if (this.count === 0 || this.saveStatus === 'saving') return;
    this.saveStatus = 'saving';
    const type = this.activeTypeId;
    const result = await this.api.save({
      bets: this.bets.map((b) => ({ outcomeId: b.id, gameId: b.market.gameId })),
      typeId: type,
      ...(type === COUPON_TYPES.system ? { systemValue: this.activeSystemValue } : {}),
    });
    runInAction(() => {
      if (result.ok) {
        this.savedCode = result.code;
        this.saveStatus = 'saved';
      } else {
        this.saveStatus = 'failed';
      }
    });
  }

  setLoadCouponInputValue(value: string): void {
    this.loadCouponInputValue = value.slice(0, 32);
    if (this.loadStatus !== 'loading') this.loadStatus = 'idle';
  }

  /** Replaces the bets with a saved coupon's (SPEC 3 isCouponLoadedFromCode). */
  async loadFromCode(code: string = this.loadCouponInputValue): Promise<void> {
    const normalised = code.trim().toUpperCase();
    if (!COUPON_CODE_PATTERN.test(normalised)) {
      this.loadStatus = 'invalid';
      return;
    }
    this.loadStatus = 'loading';
    const result = await this.api.load(normalised);
    runInAction(() => {
      if (!result.ok) {
        this.loadStatus = result.notFound ? 'not_found' : 'failed';
        return;
      }
      const bets = result.coupon.bets.map(betFromLoaded).filter((b): b is CouponBet => b !== null);
      this.clear();
      this.placement.clearRefusals();
      for (const bet of bets) this.putBet(bet);
      if (isCouponTypeId(result.coupon.typeId)) this.typeId = result.coupon.typeId;
      const value = result.coupon.systemValue;
      if (typeof value === 'number' && Number.isInteger(value) && value >= MIN_SYSTEM_VALUE) {
        this.systemValue = value;
      }
      this.isCouponLoadedFromCode = true;
      this.loadStatus = 'loaded';
      this.loadCouponInputValue = '';
      this.save();
    });
  }

  // ---- compact slip and reminder ----

  setQuickCouponVisible(visible: boolean): void {
    this.isVisibleQuickCoupon = visible;
  }

  /** The slip is on screen (or left it): SPEC section 4 reminder is not needed while it is. */
  setCouponOpen(open: boolean): void {
    this.reminder.setCouponOpen(open);
  }

  // ---- internals ----

  private putBet(bet: CouponBet): void {
    this.betsById.set(bet.id, bet);
    this.addedAtByBetId = { ...this.addedAtByBetId, [bet.id]: this.now() };
    this.markDependent();
    this.resetPlacement();
    this.save();
    this.reminder.betAdded(bet.market.isLive);
  }

  private forgetBet(betId: number): void {
    this.bankerIds = this.bankerIds.filter((id) => id !== betId);
    const { [betId]: _block, ...blocks } = this.blockByBetId;
    this.blockByBetId = blocks;
    const { [betId]: _amount, ...amounts } = this.amountByBetId;
    this.amountByBetId = amounts;
    const { [betId]: _coef, ...coefs } = this.refusedCoefByBetId;
    this.refusedCoefByBetId = coefs;
    this.placement.forgetBet(betId);
  }

  private afterEmptied(): void {
    this.manuallyDeletedBonusBet = false;
    this.isCouponLoadedFromCode = false;
    this.resetPlacement();
    this.reminder.couponEmptied();
  }

  /** Bets on the same game depend on each other (they cannot go into one express together). */
  private markDependent(): void {
    const perGame = new Map<number, number>();
    for (const bet of this.betsById.values()) {
      perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
    }
    for (const gameId of [...this.betCountByGame.keys()]) {
      if (!perGame.has(gameId)) this.betCountByGame.delete(gameId);
    }
    for (const [gameId, count] of perGame) {
      if (this.betCountByGame.get(gameId) !== count) this.betCountByGame.set(gameId, count);
    }
    for (const bet of [...this.betsById.values()]) {
      const isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
      if (bet.isDepend !== isDepend) this.betsById.set(bet.id, { ...bet, isDepend });
    }
  }

  private save(): void {
    writeCoupon(this.storage, {
      bets: this.bets,
      addedAtByBetId: this.addedAtByBetId,
      typeId: this.typeId,
      systemValue: this.systemValue,
      isActiveSystemBanker: this.isActiveSystemBanker,
      bankerIds: this.bankerIds,
      blockByBetId: this.blockByBetId,
    });
  }

  /** Reads the coupon kept locally; bets that do not look like bets are left out. */
  private restore(): void {
    const saved = readCoupon(this.storage);
    for (const bet of saved.bets) this.betsById.set(bet.id, bet);
    this.addedAtByBetId = saved.addedAtByBetId;
    this.markDependent();
    if (saved.typeId !== null) this.typeId = saved.typeId;
    if (saved.systemValue !== null) this.systemValue = saved.systemValue;
    this.isActiveSystemBanker = saved.isActiveSystemBanker;
    this.bankerIds = saved.bankerIds;
    this.blockByBetId = saved.blockByBetId;
  }
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}
