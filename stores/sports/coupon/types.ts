// The coupon's shapes: its bets, what it reads from other stores, its placement states
// (SPEC section 3 "Coupon state", "Bet").
import type { BuilderPick } from '../../../domain/coupon/betBuilder';
import type { TaxesConfig } from '../../../domain/coupon/winningsTax';
import type { HyperBonusConfig } from '../../../domain/coupon/hyperBonus';
import type { MarketKind, GameScore, Opponent } from '../../../domain/sports/types';
import type { Scheduler } from '../../scheduler';
import type { CouponApi } from '../couponApi';
import type { CouponSettingsStore } from '../CouponSettingsStore';
import type { KeyValueStorage } from '../preferences';

/** SPEC section 3 "Coupon kept locally": the local storage key. */
export const COUPON_STORAGE_KEY = 'coupon';
/** Ours: how the bets are arranged (bankers, blocks), kept beside the coupon. */
export const COUPON_BLOCKS_STORAGE_KEY = 'coupon_blocks';
/** SPEC section 5 "System coupon value is at least 2". */
export const MIN_SYSTEM_VALUE = 2;
/** Codes a customer types to load a coupon: 8 letters and digits (the server makes them). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** SPEC section 3 "Bet": what the coupon needs to know of the outcome picked. */
export interface CouponBet {
  /** The outcome id: the bet's id and its market.id. */
  id: number;
  market: {
    id: number;
    coef: number;
    sportId: number;
    /** The market's type (line of a kind). */
    typeId: number;
    kind: MarketKind;
    isLive: boolean;
    gameId: number;
    champId: number;
    names: { market: string; outcome: string; opponents: string[] };
  };
  blockId: number;
  statusId: number;
  /** The outcome's type within the market. */
  typeId: number;
  game: {
    number: number;
    permanentId: number;
    status: number;
    startAt: number;
    timeSec: number | null;
    /** Opponents' English names, home first. */
    opponentsEn: string[];
    fullScore: string;
    formattedScore: string;
  };
  isBlocked: boolean;
  /** Another bet of the coupon is on the same game. */
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  expressId: number | null;
  statisticId: number | null;
  playersDuel: boolean;
  /** The page type the bet was picked on (SPEC section 2 sports page types), if any. */
  pageType: string | null;
  /** A bet builder (docs/bet-builder.md): its picks on the game; its id is builderOutcomeId. */
  builder?: BuilderPick[];
}

/** The parts of an outcome, its market and its game a bet is made of (models or API objects). */
export interface BetOutcomeInput {
  id: number;
  typeId: number;
  name: string;
  coef: number;
  isBlocked: boolean;
}
export interface BetMarketInput {
  id: number;
  typeId: number;
  kind: MarketKind;
  blockId: number;
  name: string;
  isLive: boolean;
  isBannedExpress: boolean;
}
export interface BetGameInput {
  id: number;
  number: number;
  permanentId: number;
  sportId: number;
  champId: number;
  opponents: readonly Opponent[];
  startAt: number;
  status: number;
  timeSec: number | null;
  score: GameScore;
  isLiveInLive: boolean;
  isFinished: boolean;
}

/** An account the coupon can be paid from (SPEC section 3 "Account state": main and bonus). */
export interface CouponAccount {
  id: number;
  type: number;
  currencyId: number;
  iso?: string;
  symbol?: string;
  /** Minor units. */
  money: number;
}

/** SPEC section 3 "Site configuration flags" the coupon reads. */
export interface CouponSiteFlags {
  isAvailableCouponBonusBet?: boolean;
  showVipBet?: boolean;
  show_one_click?: boolean;
  couponTypesWithMinAmount?: readonly number[];
  couponTypesWithMaxAmount?: readonly number[];
  /** The winnings tax (SPEC partnerHasTaxes, site config `taxes`); absent: none. */
  taxes?: TaxesConfig;
  /** The hyper bonus (SPEC 3 hyperBonusPercent, site config `hyperBonus`); absent: none. */
  hyperBonus?: HyperBonusConfig;
}

/** What the coupon reads from the other stores; the composition root wires them. */
export interface CouponContext {
  isSignedIn(): boolean;
  accounts(): readonly CouponAccount[];
  flags(): CouponSiteFlags;
  /** The outcome's price as the sports store holds it now (live), when it holds it. */
  priceOf(outcomeId: number): { coef: number; isBlocked: boolean } | undefined;
  coefViewId?(): number;
  /** Reloads the balance after a placement (the account store). */
  refreshBalance(): Promise<unknown>;
}

export const GUEST_CONTEXT: CouponContext = {
  isSignedIn: () => false,
  accounts: () => [],
  flags: () => ({}),
  priceOf: () => undefined,
  refreshBalance: () => Promise.resolve(),
};

export const NO_API: CouponApi = {
  place: () => Promise.resolve({ kind: 'unknown', message: 'no coupon api', status: 0 }),
  save: () => Promise.resolve({ ok: false, message: 'no coupon api' }),
  load: () => Promise.resolve({ ok: false, notFound: false, message: 'no coupon api' }),
  openBetsCount: () => Promise.resolve(null),
};

export interface CouponStoreDeps {
  storage?: KeyValueStorage;
  now?: () => number;
  api?: CouponApi;
  /** Timers of the coupon reminder (fake in tests). */
  scheduler?: Scheduler;
  /** Where "shown once per session" of the reminder is kept. */
  sessionStorage?: KeyValueStorage;
  /** A fresh Idempotency-Key for each placement attempt. */
  newIdempotencyKey?: () => string;
  context?: CouponContext;
  /** The coupon settings (built here with `storage` when not given). */
  settings?: CouponSettingsStore;
}

/** Where an amount belongs: the whole coupon, one single, or one block. */
export type AmountTarget =
  { kind: 'coupon' } | { kind: 'bet'; betId: number } | { kind: 'block'; blockId: number };

export type PlaceStatus = 'idle' | 'placing' | 'success' | 'refused' | 'failed';

/** A failure that is no refusal: `retryable` when the placement may have happened. */
export interface PlaceFailure {
  retryable: boolean;
  status: number;
  message: string;
}

export interface CoefChange {
  previous: number;
  current: number;
  direction: 'up' | 'down';
  /** The customer's setting does not take this change on its own (SPEC 3 changeCoefAction). */
  needsAcceptance: boolean;
}

/** What the coupon's parts read of its bets (./CouponSlip.ts). */
export interface SlipView {
  readonly betsById: Map<number, CouponBet>;
  readonly bets: CouponBet[];
  readonly count: number;
  hasBet(betId: number): boolean;
}
