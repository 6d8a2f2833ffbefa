import { makeAutoObservable } from 'mobx';
import { DEFAULT_COEF_VIEW_ID, formatCoef } from '../../domain/odds';
import {
  COUPON_TYPES,
  couponCoef,
  hyperBonusAmount,
  hyperBonusOf,
  hyperBonusTablePercent,
  isCouponTypeId,
  possibleWin,
  possibleWinTax,
  winningsTax,
  winningsTaxRuleOf,
  type HyperBonusTerms,
  type CouponLeg,
  type CouponShape,
  type CouponTypeId,
  type TaxedPayment,
} from '../../domain/coupon';
import { minorUnitDigitsOf } from '../../domain/session';
import { systemScheduler } from '../scheduler';
import { CouponOneClick } from './coupon/CouponOneClick';
import { CouponCodes } from './coupon/CouponCodes';
import { CouponExtras } from './coupon/CouponExtras';
import { CouponFreeBets } from './coupon/CouponFreeBets';
import { CouponPanel } from './coupon/CouponPanel';
import { CouponStakes } from './coupon/CouponStakes';
import { CouponPlacement, type PlacementOrigin } from './coupon/CouponPlacement';
import { CouponPrices } from './coupon/CouponPrices';
import { CouponSlip } from './coupon/CouponSlip';
import { CouponSystem } from './coupon/CouponSystem';
import {
  activeTypeOf,
  availableTypesOf,
  couponBlockOf,
  couponLegs,
  couponShapeOf,
} from './coupon/couponRules';
import { readCoupon, writeCoupon } from './coupon/persistence';
import {
  GUEST_CONTEXT,
  NO_API,
  type CouponBet,
  type CouponContext,
  type CouponStoreDeps,
} from './coupon/types';
import type { CouponApi, CouponToPlace } from './couponApi';
import { CouponReminder } from './couponReminder';
import { CouponSettingsStore } from './CouponSettingsStore';
import type { KeyValueStorage } from './preferences';

/**
 * The coupon (SPEC section 3 "Coupon state", "Bet", "Coupon kept locally"; section 4 "Bets and
 * coupon"): the type and the coupon as the rules see it. Its parts hold
 * the rest, and widgets read them directly: `slip` (the bets, dependent and locked bets),
 * `system` (the system value, bankers and blocks), `stakes` (account, amounts, limits),
 * `freeBets`, `extras` (promo code, bonus and VIP bets), `prices` (odds changes), `placement` (placing with an Idempotency-Key, refusals),
 * `oneClick`, `codes` (save and load), `panel` (tab, open bets, compact slip), `reminder` and
 * `settings`. The rules are domain/coupon's;
 * these classes hold state and call them.
 */
export class CouponStore {
  /** The type the customer chose; `activeTypeId` is the one in force (one bet: singles). */
  typeId: CouponTypeId = COUPON_TYPES.express;

  isCouponLoadedFromCode = false;
  /** The shared coupon's code the bets were loaded from while isCouponLoadedFromCode. */
  loadedFromCode: string | null = null;
  /** The bets, in the order they were added; dependent and locked bets. */
  readonly slip: CouponSlip;
  readonly settings: CouponSettingsStore;
  readonly reminder: CouponReminder;
  /** Placing the coupon and the refusals of the last attempt. */
  readonly placement: CouponPlacement;
  /** Saving to a code and loading from one. */
  readonly codes: CouponCodes;
  /** The stake: account, amounts per mode, limits and auto-max. */
  readonly stakes: CouponStakes;
  /** The customer's free bets and the one chosen to stake the coupon. */
  readonly freeBets: CouponFreeBets;
  /** One-click placement and its confirmation. */
  readonly oneClick: CouponOneClick;
  /** The bets' prices now, their moves and the coefficients a refusal named. */
  readonly prices: CouponPrices;
  /** The system value, the bankers and the blocks. */
  readonly system: CouponSystem;
  /** The promo code, the bonus bet and the VIP bet. */
  readonly extras: CouponExtras;
  /** The tab, the open bets' count and the compact slip. */
  readonly panel: CouponPanel;

  private readonly storage: KeyValueStorage | undefined;
  private readonly now: () => number;
  private readonly api: CouponApi;
  private readonly context: CouponContext;

  constructor(deps: CouponStoreDeps = {}) {
    this.storage = deps.storage;
    this.now = deps.now ?? Date.now;
    this.api = deps.api ?? NO_API;
    this.context = deps.context ?? GUEST_CONTEXT;
    this.slip = new CouponSlip({ host: this, api: this.api, now: this.now });
    this.panel = new CouponPanel({ api: this.api, context: this.context });
    this.settings = deps.settings ?? new CouponSettingsStore({ storage: deps.storage });
    this.reminder = new CouponReminder({
      scheduler: deps.scheduler ?? systemScheduler,
      ...(deps.sessionStorage ? { sessionStorage: deps.sessionStorage } : {}),
    });
    this.placement = new CouponPlacement({
      api: this.api,
      context: this.context,
      newKey: deps.newIdempotencyKey ?? randomKey,
      host: this,
    });
    this.freeBets = new CouponFreeBets({
      host: this,
      context: this.context,
      api: this.api,
      now: this.now,
    });
    this.stakes = new CouponStakes({
      host: this,
      context: this.context,
      settings: this.settings,
      freeBets: this.freeBets,
    });
    this.oneClick = new CouponOneClick({
      host: this,
      context: this.context,
      settings: this.settings,
      stakes: this.stakes,
      placement: this.placement,
    });
    this.codes = new CouponCodes({ api: this.api, host: this });
    this.prices = new CouponPrices({
      host: this,
      context: this.context,
      settings: this.settings,
      placement: this.placement,
    });
    this.system = new CouponSystem(this, () => this.stakes.rules.min);
    this.extras = new CouponExtras({ host: this, context: this.context, settings: this.settings });
    this.restore();
    makeAutoObservable<this, 'storage' | 'now' | 'api' | 'context'>(
      this,
      {
        slip: false,
        settings: false,
        reminder: false,
        placement: false,
        codes: false,
        stakes: false,
        freeBets: false,
        oneClick: false,
        prices: false,
        system: false,
        extras: false,
        panel: false,
        storage: false,
        now: false,
        api: false,
        context: false,
      },
      { autoBind: true },
    );
  }

  // ---- type (the system value, bankers and blocks: `system`, ./coupon/CouponSystem.ts) ----

  /** SPEC section 4: one bet is a single; a system needs 3 bets, an express or blocks 2. */
  get activeTypeId(): CouponTypeId {
    return activeTypeOf(this.slip.count, this.typeId);
  }

  /** The types the type switch offers for this many bets. */
  get availableTypeIds(): CouponTypeId[] {
    return availableTypesOf(this.slip.count);
  }

  setTypeId(typeId: number): void {
    if (!isCouponTypeId(typeId)) return;
    this.typeId = typeId;
    this.resetPlacement();
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
    return this.slip.count === 0 ? 1 : couponCoef(this.shape);
  }

  /**
   * SPEC 3 coefByView: the coefficient as the coupon shows it in the customer's coefficient view
   * (the text placement sends for the server to check); null for singles, whose bets show theirs.
   */
  get coefByView(): string | null {
    if (this.slip.count === 0 || this.activeTypeId === COUPON_TYPES.singles) return null;
    return formatCoef(this.coef, this.context.coefViewId?.() ?? DEFAULT_COEF_VIEW_ID);
  }

  /** Minor units when every bet wins (SPEC section 9: exact coefficient overrides). */
  get possibleWin(): number {
    return this.slip.count === 0 ? 0 : possibleWin(this.shape);
  }

  /**
   * SPEC section 3 partnerHasTaxes: the winnings tax on the possible win and what is paid after it
   * (a free bet: on its winnings), as settlement will withhold it; null when the brand has no tax.
   */
  get possibleWinTax(): TaxedPayment | null {
    const digits = minorUnitDigitsOf(this.stakes.currencyId);
    const rule = winningsTaxRuleOf(this.context.flags().taxes, digits);
    if (!rule || this.slip.count === 0) return null;
    // The hyper bonus is part of the winnings the tax is on (docs/coupon.md "Hyper bonus").
    const bonus = this.hyperBonusAmount;
    if (bonus > 0) return winningsTax(rule, this.possibleWin + bonus, this.shape.amount);
    return possibleWinTax(this.shape, rule, this.freeBets.freeBet !== null);
  }

  /**
   * SPEC section 3 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit: the hyper bonus
   * of the slip as it stands (domain/coupon/hyperBonus.ts), minor units; its percent is 0 when the
   * slip does not qualify. Null when the brand has none. Placement sends it for the server to check.
   */
  get hyperBonus(): HyperBonusTerms | null {
    if (this.slip.count === 0) return null;
    const shape = this.shape;
    return hyperBonusOf(
      this.context.flags().hyperBonus,
      {
        typeId: shape.typeId,
        coefs: shape.legs.map((leg) => leg.coef),
        amount: shape.amount,
        isFreeBet: this.freeBets.freeBet !== null,
      },
      minorUnitDigitsOf(this.stakes.currencyId),
    );
  }

  /** SPEC 3 hyperBonusPercent: the percent the slip earns (0: none). */
  get hyperBonusPercent(): number {
    return this.hyperBonus?.percent ?? 0;
  }

  /**
   * The percent the express's legs would earn whatever its stake (0: none): below the least stake
   * the slip says from which stake it applies.
   */
  get hyperBonusOffered(): number {
    const config = this.context.flags().hyperBonus;
    const shape = this.shape;
    if (!config || this.slip.count === 0 || shape.typeId !== COUPON_TYPES.express) return 0;
    if (this.freeBets.freeBet !== null) return 0;
    return hyperBonusTablePercent(
      config,
      shape.legs.map((leg) => leg.coef),
    );
  }

  /** What the hyper bonus adds to the possible win, minor units (0: none). */
  get hyperBonusAmount(): number {
    return hyperBonusAmount(this.hyperBonus, this.shape.amount, this.possibleWin);
  }

  // ---- placing (`placement`, ./coupon/CouponPlacement.ts) ----

  /** The placement was accepted: a used free bet goes, the slip empties, the balance reloads. */
  afterPlaced(origin: PlacementOrigin, body: CouponToPlace): void {
    this.freeBets.afterPlaced(body.freeBetId);
    if (origin === 'coupon') {
      this.stakes.afterPlaced();
      this.slip.clear();
      this.extras.afterPlaced();
      this.isCouponLoadedFromCode = false;
      this.codes.forgetSavedCode();
    }
    void this.context.refreshBalance();
    void this.panel.loadOpenBetsCount();
  }

  /** An edit of the coupon makes the last refusals stale. */
  resetPlacement(): void {
    this.placement.reset();
  }

  // ---- a loaded code (saving and loading: `codes`, ./coupon/CouponCodes.ts) ----

  /** SPEC 3 "Coupon to place" refId: the code the coupon was loaded from, sent with the placement. */
  get refId(): string | null {
    return this.isCouponLoadedFromCode ? this.loadedFromCode : null;
  }

  replaceWithLoaded(bets: CouponBet[], typeId: unknown, systemValue: unknown, code: string): void {
    this.slip.clear();
    this.placement.clearRefusals();
    for (const bet of bets) this.slip.putBet(bet);
    if (isCouponTypeId(typeId)) this.typeId = typeId;
    if (typeof systemValue === 'number') this.system.setSystemValue(systemValue);
    this.isCouponLoadedFromCode = true;
    this.loadedFromCode = code;
    this.save();
  }

  // ---- what the slip tells (./coupon/CouponSlip.ts) ----

  isBetBlocked(bet: CouponBet): boolean {
    return this.prices.isBetBlocked(bet);
  }

  betAdded(bet: CouponBet): void {
    this.resetPlacement();
    this.save();
    this.reminder.betAdded(bet.market.isLive);
  }

  betRemoved(betId: number): void {
    this.system.forgetBet(betId);
    this.stakes.forgetBet(betId);
    this.prices.forgetBet(betId);
    this.placement.forgetBet(betId);
  }

  betsCleared(): void {
    this.system.restore({ bankerIds: [], blockByBetId: {} });
    this.stakes.clearPerBetAmounts();
    this.prices.clear();
  }

  emptied(): void {
    this.extras.couponEmptied();
    this.isCouponLoadedFromCode = false;
    this.resetPlacement();
    this.reminder.couponEmptied();
  }

  /** Keeps the coupon locally (./coupon/persistence.ts). */
  save(): void {
    writeCoupon(this.storage, {
      bets: this.slip.bets,
      addedAtByBetId: this.slip.addedAtByBetId,
      typeId: this.typeId,
      systemValue: this.system.systemValue,
      isActiveSystemBanker: this.system.isActiveSystemBanker,
      bankerIds: this.system.bankerIds,
      blockByBetId: this.system.blockByBetId,
    });
  }

  /** Reads the coupon kept locally; bets that do not look like bets are left out. */
  private restore(): void {
    const saved = readCoupon(this.storage);
    this.slip.restore(saved);
    if (saved.typeId !== null) this.typeId = saved.typeId;
    this.system.restore(saved);
  }
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}
