// The shapes bet placement passes between its steps (server/coupon/placement.ts): what it is
// given, what the database says first, the plan the rules make and what it answers.
import type { Kysely } from 'kysely';
import type {
  BookedCouponTypeId,
  BetBuilderTerms,
  BuilderPick,
  CouponLeg,
  CouponRefusal,
  CouponToPlace,
  CouponToPlaceBet,
  FreeBetToken,
  TaxesConfig,
  HyperBonusConfig,
  HyperBonusTerms,
} from '../../domain/coupon/index';
import type { GameDetails, Market, Outcome } from '../../domain/sports/types';
import type { DatabaseSchema } from '../db/schema';
import type { WorldClock } from '../http/worldClock';
import type { SportsLanguage } from '../sports/i18n';
import type { SportsState } from '../sports/state/sportsState';
import type { FieldProblem } from './couponSchemas';
import type { PlacedCoupon } from './placedCoupon';

/** The brand's site configuration flags placement obeys (SPEC section 3 "Site configuration flags"). */
export interface CouponSiteFlags {
  couponTypesWithMinAmount: readonly number[];
  couponTypesWithMaxAmount: readonly number[];
  isAvailableCouponBonusBet: boolean;
  showVipBet: boolean;
  /** The coefficient views the brand offers (site.json `coefViewIds`); absent: every view. */
  coefViewIds?: readonly number[];
  /** Bet builder terms (site.json `betBuilder`); absent: the defaults. */
  betBuilder?: BetBuilderTerms;
  /** The winnings tax (site.json `taxes`, SPEC partnerHasTaxes); absent: none. */
  taxes?: TaxesConfig;
  /** The hyper bonus (site.json `hyperBonus`, domain/coupon/hyperBonus.ts); absent: none. */
  hyperBonus?: HyperBonusConfig;
}

export interface PlacementResponse {
  ok: true;
  coupons: PlacedCoupon[];
  /** The staked account's balance after the stake, major units. */
  balance: number;
}

export type PlacementResult =
  | { kind: 'placed'; response: PlacementResponse; replayed: boolean }
  | { kind: 'refused'; refusals: CouponRefusal[] }
  /** A field the schema cannot check (a coefficient with more than 2 decimals ...): a 400. */
  | ({ kind: 'bad_input' } & FieldProblem)
  /** The key was used for another body: a 422. */
  | { kind: 'key_reused' };

export interface PlacementDeps {
  db: Kysely<DatabaseSchema>;
  state: SportsState;
  now?: () => Date;
  /** The world clock the stake limits count their windows on (ctx.worldClock); real time if absent. */
  worldClock?: WorldClock;
}

export interface PlacementInput {
  userId: string;
  idempotencyKey: string;
  body: CouponToPlace;
  flags: CouponSiteFlags;
  /** The language of the answer's leg names (not part of the placement). Default: ru. */
  language?: SportsLanguage;
}

export interface PlacementContext {
  banLevel: number;
  /** Line or live betting closed to this customer by an operator (SPEC section 3 user config). */
  closed: { line: boolean; live: boolean };
  /** The account when it is the customer's; null otherwise. */
  account: { type: number; currencyId: number; open: boolean } | null;
  stored: { requestHash: string; response: PlacementResponse } | null;
  /** Ids taken ahead (sequence values), so the answer is built before the one write statement. */
  placementId: string;
  couponIds: string[];
  /** The sportsbook house account of the account's currency, when it exists. */
  houseId: string | null;
  /** Whether the body's refId names a shared coupon (false when it has none). */
  refKnown: boolean;
  /** The body's free bet, when it names one that exists (whoever's it is). */
  freeBet: FreeBetToken | null;
  /** A trader's multiplier of this customer's maximum stake (server/trading/), hundredths; null: none. */
  stakeFactorHundredths: number | null;
  /** A trader's suspensions on the body's games: "<gameId>:0" a whole event, "<gameId>:<marketId>" a market. */
  suspensions: ReadonlySet<string>;
}

/** A bet found in the state, priced now. */
export interface PricedLeg {
  bet: CouponToPlaceBet;
  game: GameDetails;
  market: Market;
  outcome: Outcome;
  leg: CouponLeg;
  /** A bet builder leg's picks (its market and outcome are the builder's own). */
  builder?: BuilderPick[];
}

/** One coupon to book (a singles coupon books one a bet, type 0). */
export interface CouponPlan {
  typeId: BookedCouponTypeId;
  amount: number;
  amountByBlock: Record<string, number> | null;
  systemValue: number | null;
  useBankers: boolean;
  bonusFactorHundredths: number;
  coefHundredths: number;
  exactCoefHundredths: number | null;
  possibleWin: number;
  isVip: boolean;
  /** The hyper bonus the coupon earns when it wins (an express that qualifies); null: none. */
  hyperBonus: HyperBonusTerms | null;
  legs: PricedLeg[];
}

export interface PlacementPlan {
  currencyId: number;
  minorUnitDigits: number;
  totalStake: number;
  coupons: CouponPlan[];
}

export type Evaluation = { refusals: CouponRefusal[]; plan: PlacementPlan };
