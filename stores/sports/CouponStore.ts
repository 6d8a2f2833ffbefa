import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
import {
  BET_STATUS_UNCHECKED,
  COUPON_TYPES,
  DEFAULT_SYSTEM_VALUE,
  bonusBetFactor,
  couponCoef,
  couponPlaceBody,
  isBonusBetOffered,
  isCouponTypeId,
  isVipBetAvailable,
  optionalPlaceFields,
  possibleWin,
  systemOptions,
  type CouponAmountRules,
  type CouponLeg,
  type CouponRefusal,
  type CouponShape,
  type CouponTypeId,
  type SystemOption,
} from '../../domain/coupon';
import { minorUnitDigitsOf } from '../../domain/session';
import { isLockedBet } from '../../domain/sports/liveRule';
import { systemScheduler } from '../scheduler';
import { makeBet, type BetExtras } from './coupon/bets';
import { CouponOneClick } from './coupon/CouponOneClick';
import { CouponCodes } from './coupon/CouponCodes';
import { CouponStakes } from './coupon/CouponStakes';
import { CouponPlacement, type PlacementOrigin } from './coupon/CouponPlacement';
import {
  coefChangeOf,
  couponBlockOf,
  couponLegs,
  couponShapeOf,
  localRefusalsOf,
  markDependent,
} from './coupon/couponRules';
import { readCoupon, writeCoupon } from './coupon/persistence';
import {
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
  promoCode = '';
  manuallyDeletedBonusBet = false;
  isCouponLoadedFromCode = false;
  /** The compact slip (narrow widths) is expanded. */
  isVisibleQuickCoupon = false;

  /** New coefficients a refusal named, per bet, until accepted. */
  refusedCoefByBetId: Record<number, number> = {};
  openBetsCount: number | null = null;

  readonly settings: CouponSettingsStore;
  readonly reminder: CouponReminder;
  /** Placing the coupon and the refusals of the last attempt. */
  readonly placement: CouponPlacement;
  /** Saving to a code and loading from one. */
  readonly codes: CouponCodes;
  /** The stake: account, amounts per mode, limits and the free bet. */
  readonly stakes: CouponStakes;
  /** One-click placement and its confirmation. */
  readonly oneClick: CouponOneClick;

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
    this.stakes = new CouponStakes({
      host: this,
      context: this.context,
      settings: this.settings,
      api: this.api,
      now: this.now,
    });
    this.oneClick = new CouponOneClick({
      host: this,
      context: this.context,
      settings: this.settings,
      stakes: this.stakes,
      placement: this.placement,
    });
    this.codes = new CouponCodes({ api: this.api, host: this });
    this.restore();
    makeAutoObservable<this, 'storage' | 'now' | 'api' | 'context'>(
      this,
      {
        betsById: false,
        betCountByGame: false,
        settings: false,
        reminder: false,
        placement: false,
        codes: false,
        stakes: false,
        oneClick: false,
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
    this.stakes.clearPerBetAmounts();
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

  // ---- the stake (the stakes' state; these keep the store's surface) ----

  /** Minor units; null: the initial amount of the currency. */
  get amount(): number | null {
    return this.stakes.amount;
  }

  get freeBets(): FreeBetOption[] {
    return this.stakes.freeBets;
  }

  get freeBetId(): string | null {
    return this.stakes.freeBetId;
  }

  get accounts(): CouponAccount[] {
    return this.stakes.accounts;
  }

  get account(): CouponAccount | null {
    return this.stakes.account;
  }

  get isBonusAccount(): boolean {
    return this.stakes.isBonusAccount;
  }

  get currencyId(): number {
    return this.stakes.currencyId;
  }

  get rules(): CouponAmountRules {
    return this.stakes.rules;
  }

  get amountStep(): number {
    return this.stakes.amountStep;
  }

  get initialAmount(): number {
    return this.stakes.initialAmount;
  }

  get minBetAmount(): number {
    return this.stakes.minBetAmount;
  }

  get maxBetAmount(): number {
    return this.stakes.maxBetAmount;
  }

  get maxPayout(): number {
    return this.stakes.maxPayout;
  }

  get isMinShown(): boolean {
    return this.stakes.isMinShown;
  }

  get isMaxShown(): boolean {
    return this.stakes.isMaxShown;
  }

  get isActiveAutoMax(): boolean {
    return this.stakes.isActiveAutoMax;
  }

  get autoMaxAmount(): number {
    return this.stakes.autoMaxAmount;
  }

  get usableFreeBets(): FreeBetOption[] {
    return this.stakes.usableFreeBets;
  }

  get isFreeBetAvailable(): boolean {
    return this.stakes.isFreeBetAvailable;
  }

  get freeBet(): FreeBetOption | null {
    return this.stakes.freeBet;
  }

  get quickAmounts(): number[] {
    return this.stakes.quickAmounts;
  }

  get totalAmount(): number {
    return this.stakes.totalAmount;
  }

  get balance(): number | null {
    return this.stakes.balance;
  }

  setAccountId(id: number): void {
    this.stakes.setAccountId(id);
  }

  selectFreeBet(id: string | null): void {
    this.stakes.selectFreeBet(id);
  }

  loadFreeBets(): Promise<void> {
    return this.stakes.loadFreeBets();
  }

  amountOf(target: AmountTarget): number {
    return this.stakes.amountOf(target);
  }

  setAmount(target: AmountTarget, amountMinor: number): void {
    this.stakes.setAmount(target, amountMinor);
  }

  setAmountText(target: AmountTarget, text: string): boolean {
    return this.stakes.setAmountText(target, text);
  }

  stepAmount(target: AmountTarget, direction: 1 | -1): void {
    this.stakes.stepAmount(target, direction);
  }

  setAutoMax(on: boolean): void {
    this.stakes.setAutoMax(on);
  }

  toInputText(amountMinor: number): string {
    return this.stakes.toInputText(amountMinor);
  }

  parseAmount(text: string): number | null {
    return this.stakes.parseAmount(text);
  }

  format(amountMinor: number): string {
    return this.stakes.format(amountMinor);
  }

  formatMajor(amount: number): string {
    return this.stakes.formatMajor(amount);
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
    return coefChangeOf(bet, refused, this.currentCoef(betId), this.settings);
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
    return couponLegs(this);
  }

  /** The coupon block a leg is sent with: 0 for a banker, the chosen block, else 1. */
  couponBlockOf(betId: number): number {
    return couponBlockOf(this, betId);
  }

  get shape(): CouponShape {
    return couponShapeOf(this, this.legs);
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

  // ---- one-click (the one-click's state; these keep the store's surface) ----

  /** A confirmation that one-click clears the coupon is on screen (SPEC section 4). */
  get isOneClickConfirmationOpen(): boolean {
    return this.oneClick.isOneClickConfirmationOpen;
  }

  get isOneClickAvailable(): boolean {
    return this.oneClick.isOneClickAvailable;
  }

  get isOneClickActive(): boolean {
    return this.oneClick.isOneClickActive;
  }

  get oneClickAmount(): number {
    return this.oneClick.oneClickAmount;
  }

  setOneClickAmount(amountMinor: number): void {
    this.oneClick.setOneClickAmount(amountMinor);
  }

  setOneClickAmountText(text: string): boolean {
    return this.oneClick.setOneClickAmountText(text);
  }

  requestOneClick(on: boolean): void {
    this.oneClick.requestOneClick(on);
  }

  confirmOneClick(): void {
    this.oneClick.confirmOneClick();
  }

  declineOneClick(): void {
    this.oneClick.declineOneClick();
  }

  async placeOneClick(
    outcome: BetOutcomeInput,
    game: BetGameInput,
    market: BetMarketInput,
    extras: BetExtras = {},
  ): Promise<void> {
    await this.oneClick.placeOneClick(outcome, game, market, extras);
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
    return localRefusalsOf(this);
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
    this.stakes.afterPlaced(body.freeBetId, origin === 'coupon');
    if (origin === 'coupon') {
      this.clear();
      this.promoCode = '';
      this.manuallyDeletedBonusBet = false;
      this.isCouponLoadedFromCode = false;
      this.codes.forgetSavedCode();
    }
    void this.context.refreshBalance();
    void this.loadOpenBetsCount();
  }

  /** An edit of the coupon makes the last refusals stale. */
  resetPlacement(): void {
    this.placement.reset();
  }

  optionalBody(): Partial<CouponToPlace> {
    return optionalPlaceFields(this.settings.settings, this.context.coefViewId?.());
  }

  // ---- my bets ----

  async loadOpenBetsCount(): Promise<void> {
    if (!this.context.isSignedIn()) return;
    const count = await this.api.openBetsCount();
    runInAction(() => {
      if (count !== null) this.openBetsCount = count;
    });
  }

  // ---- save to a code, load from a code (the codes' state; these keep the surface) ----

  get savedCode(): string | null {
    return this.codes.savedCode;
  }

  get saveStatus(): CouponCodes['saveStatus'] {
    return this.codes.saveStatus;
  }

  get loadStatus(): CouponCodes['loadStatus'] {
    return this.codes.loadStatus;
  }

  get loadCouponInputValue(): string {
    return this.codes.loadCouponInputValue;
  }

  async saveToCode(): Promise<void> {
    await this.codes.saveToCode();
  }

  setLoadCouponInputValue(value: string): void {
    this.codes.setLoadCouponInputValue(value);
  }

  /** Replaces the bets with a saved coupon's (SPEC 3 isCouponLoadedFromCode). */
  async loadFromCode(code?: string): Promise<void> {
    await this.codes.loadFromCode(code);
  }

  /** A coupon loaded from a code: its bets, type and system value replace the coupon's. */
  replaceWithLoaded(bets: CouponBet[], typeId: unknown, systemValue: unknown): void {
    this.clear();
    this.placement.clearRefusals();
    for (const bet of bets) this.putBet(bet);
    if (isCouponTypeId(typeId)) this.typeId = typeId;
    if (typeof systemValue === 'number' && Number.isInteger(systemValue)) {
      if (systemValue >= MIN_SYSTEM_VALUE) this.systemValue = systemValue;
    }
    this.isCouponLoadedFromCode = true;
    this.save();
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
    this.stakes.forgetBet(betId);
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
    markDependent(this.betsById, this.betCountByGame);
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
