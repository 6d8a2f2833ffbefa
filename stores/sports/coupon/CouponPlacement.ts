// Placing the coupon (SPEC section 3 "Coupon state" placement fields; section 4 "Bets and
// coupon"): one POST with an Idempotency-Key, the same key again for an attempt that got no
// answer, and the refusals the answer names, per bet, per block or for the whole coupon.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  COUPON_TYPES,
  couponPlaceBody,
  optionalPlaceFields,
  type CouponRefusal,
  type HyperBonusTerms,
} from '../../../domain/coupon';
import { minorToMajorNumber } from '../../../domain/money/amounts';
import { minorUnitDigitsOf } from '../../../domain/session';
import type { CouponApi, CouponToPlace, PlacedCoupon, PlaceResult } from '../couponApi';
import { localRefusalsOf, type CouponView, type PriceView, type StakeView } from './couponRules';
import type { CouponAccount, CouponContext, PlaceFailure, PlaceStatus, SlipView } from './types';

export type PlacementOrigin = 'coupon' | 'oneClick';

/** What the placement reads from the coupon and tells it. */
export interface PlacementHost extends Omit<CouponView, 'stakes' | 'slip' | 'prices'> {
  /** The bets (`hasBet`: whether a bet is still in the coupon). */
  readonly slip: Pick<SlipView, 'bets' | 'count' | 'hasBet'>;
  /** A refusal named new coefficients: the coupon keeps them until accepted. */
  readonly prices: PriceView & {
    rememberRefusedCoefs(refusals: readonly CouponRefusal[]): void;
  };
  /** The placement was accepted. */
  afterPlaced(origin: PlacementOrigin, body: CouponToPlace): void;
  readonly stakes: StakeView & { readonly account: CouponAccount | null };
  readonly freeBets: { readonly freeBet: { readonly id: string } | null };
  readonly extras: { readonly isBonusBetOffered: boolean; readonly isActiveVipBet: boolean };
  /** The code the coupon was loaded from (SPEC 3 refId), or null. */
  readonly refId: string | null;
  /** The coefficient as shown in the customer's view (SPEC 3 coefByView), or null. */
  readonly coefByView: string | null;
  /** The slip's hyper bonus (SPEC 3 hyperBonusPercent and its limits); null or absent: none. */
  readonly hyperBonus?: HyperBonusTerms | null;
}

/** The coupon and the parts of it that placing works with. */
interface PlacementDeps {
  api: CouponApi;
  context: CouponContext;
  newKey: () => string;
  host: PlacementHost;
}

export class CouponPlacement {
  placeStatus: PlaceStatus = 'idle';
  refusals: CouponRefusal[] = [];
  failure: PlaceFailure | null = null;
  /** The coupons of the last accepted placement (SPEC 3 successCoupon / singlesResultCoupons). */
  successCoupons: PlacedCoupon[] = [];
  /** Where the last placement came from. */
  lastPlacementOrigin: PlacementOrigin = 'coupon';
  /** Outcome ids in the placement on its way (SPEC 3 activePlaceBetIds). */
  activePlaceBetIds: number[] = [];

  /** The attempt a network retry repeats: its key and its body (SPEC: same key, same body). */
  private pendingAttempt: { key: string; json: string; body: CouponToPlace } | null = null;

  constructor(private readonly deps: PlacementDeps) {
    makeAutoObservable<this, 'deps' | 'pendingAttempt'>(
      this,
      {
        deps: false,
        pendingAttempt: false,
        refusals: observable.ref,
        successCoupons: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** What the client refuses before asking the server (the server checks all of it again). */
  get localRefusals(): CouponRefusal[] {
    return localRefusalsOf(this.deps.host);
  }

  /** The customer's settings a placement carries (the slip's and one-click's). */
  optionalBody(): Partial<CouponToPlace> {
    return optionalPlaceFields(this.deps.host.settings.settings, this.deps.context.coefViewId?.());
  }

  /** The body of POST /web-api/coupon/place for the coupon as it stands ("Coupon to place"). */
  placeBody(): CouponToPlace | null {
    const account = this.deps.host.stakes.account;
    if (!account || this.deps.host.slip.count === 0) return null;
    const digits = minorUnitDigitsOf(account.currencyId);
    const body = couponPlaceBody({
      shape: this.deps.host.shape,
      accountId: account.id,
      digits,
      changeCoefAction: this.deps.host.settings.settings.changeCoefAction,
      optional: this.optionalBody(),
      isBonusBet: this.deps.host.extras.isBonusBetOffered,
      isVipBet: this.deps.host.extras.isActiveVipBet,
      freeBetId: this.deps.host.freeBets.freeBet?.id ?? null,
      refId: this.deps.host.refId,
      coefByView: this.deps.host.coefByView,
    });
    // SPEC 3 "Coupon to place": the hyper bonus the slip shows, for the server to check.
    const hyper = this.deps.host.hyperBonus;
    if (hyper) {
      body.hyperBonusPercent = hyper.percent;
      body.minHyperBonusBetLimit = minorToMajorNumber(hyper.minBetMinor, digits);
      body.maxHyperBonusLimit = minorToMajorNumber(hyper.maxBonusMinor, digits);
    }
    return body;
  }

  /** Place the coupon: refused locally first, then POST with a fresh Idempotency-Key. */
  async place(): Promise<void> {
    if (this.isActivePlaceBet || !this.deps.context.isSignedIn()) return;
    const local = this.localRefusals;
    if (local.length > 0) {
      this.showRefusals(local);
      return;
    }
    const body = this.placeBody();
    if (!body) return;
    await this.submit(body, 'coupon');
  }

  get isActivePlaceBet(): boolean {
    return this.placeStatus === 'placing';
  }

  /**
   * Signed in, but the accounts are not read yet: the coupon has no account to place from, so the
   * place button waits (a click before would do nothing).
   */
  get isAwaitingAccount(): boolean {
    return this.deps.context.isSignedIn() && this.deps.host.stakes.account === null;
  }

  get hasInsufficientFunds(): boolean {
    return this.refusals.some((r) => r.code === 'insufficient_funds');
  }

  /** Refusals about one bet (shown next to it). */
  refusalsFor(betId: number): CouponRefusal[] {
    return this.refusals.filter((r) => r.outcomeId === betId);
  }

  refusalsForBlock(blockId: number): CouponRefusal[] {
    return this.refusals.filter((r) => r.outcomeId === undefined && r.blockId === blockId);
  }

  /** Refusals about the whole coupon (or a bet no longer in it). */
  get couponRefusals(): CouponRefusal[] {
    return this.refusals.filter(
      (r) =>
        (r.outcomeId === undefined || !this.deps.host.slip.hasBet(r.outcomeId)) &&
        (r.blockId === undefined || this.deps.host.activeTypeId !== COUPON_TYPES.blocks),
    );
  }

  /** After a failure with no answer: the same attempt again, with the same key and body. */
  async retry(): Promise<void> {
    const attempt = this.pendingAttempt;
    if (!attempt || this.placeStatus === 'placing') return;
    await this.submit(attempt.body, this.lastPlacementOrigin);
  }

  /** Back from the success or failure view to the (empty or kept) slip. */
  dismissResult(): void {
    this.placeStatus = 'idle';
    this.successCoupons = [];
    this.failure = null;
  }

  async submit(body: CouponToPlace, origin: PlacementOrigin): Promise<void> {
    const json = JSON.stringify(body);
    // A fresh key per attempt; the key of an attempt that got no answer goes again with it.
    const key =
      this.pendingAttempt && this.pendingAttempt.json === json
        ? this.pendingAttempt.key
        : this.deps.newKey();
    this.pendingAttempt = { key, json, body };
    this.placeStatus = 'placing';
    this.lastPlacementOrigin = origin;
    this.activePlaceBetIds = body.bets.map((b) => b.outcomeId);
    this.refusals = [];
    this.failure = null;
    const result = await this.deps.api.place(body, key);
    runInAction(() => this.applyPlaceResult(result, origin, body));
  }

  showRefusals(refusals: CouponRefusal[]): void {
    this.deps.host.prices.rememberRefusedCoefs(refusals);
    this.refusals = refusals;
    this.placeStatus = 'refused';
    this.failure = null;
  }

  /** An edit of the coupon makes the last refusals stale. */
  reset(): void {
    if (this.placeStatus === 'refused' || this.placeStatus === 'failed') {
      this.placeStatus = 'idle';
      this.refusals = [];
      this.failure = null;
    }
  }

  /** A coupon loaded from a code starts with no refusals. */
  clearRefusals(): void {
    this.placeStatus = 'idle';
    this.refusals = [];
  }

  /** The customer took the new odds of one bet (or of every bet). */
  dropOddsRefusals(betId?: number): void {
    this.refusals = this.refusals.filter(
      (r) => !(r.code === 'odds_changed' && (betId === undefined || r.outcomeId === betId)),
    );
    if (this.refusals.length === 0 && this.placeStatus === 'refused') this.placeStatus = 'idle';
  }

  /** A bet left the coupon: its refusals go with it. */
  forgetBet(betId: number): void {
    this.refusals = this.refusals.filter((r) => r.outcomeId !== betId);
    if (this.refusals.length === 0) this.reset();
  }

  private applyPlaceResult(result: PlaceResult, origin: PlacementOrigin, body: CouponToPlace) {
    this.activePlaceBetIds = [];
    if (result.kind === 'unknown') {
      this.placeStatus = 'failed';
      this.failure = { retryable: true, status: result.status, message: result.message };
      return;
    }
    this.pendingAttempt = null;
    if (result.kind === 'failed') {
      this.placeStatus = 'failed';
      this.failure = { retryable: false, status: result.status, message: result.message };
      return;
    }
    if (result.kind === 'refused') {
      this.showRefusals(result.refusals);
      return;
    }
    this.successCoupons = result.coupons;
    this.placeStatus = 'success';
    this.deps.host.afterPlaced(origin, body);
  }
}
