// The bonus API's shapes, shared by the server (server/bonus/) and the office widgets.
import type { BonusProduct, BonusSource, BonusStatus, PromoKind } from './index';

export const BONUS_PATHS = {
  /** GET: the customer's bonuses and rewards, newest first. */
  list: '/web-api/office/bonuses',
  /** GET: the brand's first-deposit offer and whether this customer may still earn it. */
  depositOffer: '/web-api/office/bonuses/deposit-offer',
  /** POST { code }: whether the code may be redeemed now (nothing changes). */
  promoCheck: '/web-api/promo-codes/check',
  /** POST { code }: redeems the code. */
  promoRedeem: '/web-api/promo-codes/redeem',
  /** Operators: GET list, POST create. */
  operatorPromoCodes: '/operator-api/promo-codes',
  /** Operators: POST grants a customer a sports free bet (docs/bonus.md "Free bets"). */
  operatorFreeBets: '/operator-api/free-bets',
  /** GET ?lng=: the customer's casino tournament prizes, newest first. */
  tournamentPrizes: '/web-api/office/tournament-prizes',
} as const;

/** A casino tournament prize paid to the customer for a closed window. */
export interface TournamentPrizeView {
  tournamentId: number;
  /** The tournament's title in the asked language. */
  title: string;
  /** The window the place was won in, ISO 8601 (end exclusive). */
  windowStart: string;
  windowEnd: string;
  /** 1-based place on the window's leaderboard. */
  place: number;
  /** Points at the window's end: counted stakes, minor units. */
  points: number;
  /** Minor units of currencyId, credited to the main account. */
  amount: number;
  currencyId: number;
  paidAt: string;
}

export interface TournamentPrizesResponse {
  prizes: TournamentPrizeView[];
}

export interface BonusView {
  id: string;
  source: BonusSource;
  product: BonusProduct | null;
  kind: 'bonus' | 'free_bet';
  /** A free bet: active (usable), used (staked on couponId) or expired. */
  status: BonusStatus;
  /** Minor units. */
  amount: number;
  currencyId: number;
  required: number;
  wagered: number;
  percent: number;
  remaining: number;
  /** sports: least odds per leg; casino: weights by section. */
  minOdds: number | null;
  gameWeights: Record<string, number> | null;
  promoCode: string | null;
  /** A used free bet: the coupon it staked. */
  couponId: string | null;
  creditedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

export interface BonusListResponse {
  bonuses: BonusView[];
}

export interface DepositOfferResponse {
  choice: number;
  product: BonusProduct | null;
  available: boolean;
  terms: {
    percent: number;
    maxAmount: number;
    minDeposit: number;
    multiplier: number;
    expiryDays: number;
    minOdds: number | null;
    gameWeights: Record<string, number> | null;
  } | null;
}

export interface PromoCheckResponse {
  code: string;
  kind: PromoKind;
  amount: number;
  currencyId: number;
  multiplier: number;
  validTo: string;
}

/** A brand's promo code as operators list it (GET /operator-api/promo-codes). */
export interface OperatorPromoCodeView extends PromoCheckResponse {
  id: string;
  validFrom: string;
  perCustomerLimit: number;
  totalLimit: number;
  redeemed: number;
  expiryDays: number;
}

/** What an operator defines (POST /operator-api/promo-codes); amounts in minor units. */
export interface PromoCodeDefinition {
  brand: string;
  code: string;
  kind: PromoKind;
  amount: number;
  currencyId: number;
  multiplier?: number;
  expiryDays?: number;
  perCustomerLimit: number;
  totalLimit: number;
  validFrom: string;
  validTo: string;
}
