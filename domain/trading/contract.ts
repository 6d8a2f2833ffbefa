// Trading's HTTP contract (docs/back-office.md "Trading"): the paths and shapes of the operator
// endpoints under /operator-api/trading/, shared by the server and the studio. Amounts are
// integer minor units of the coupon's currency.

export const TRADING_PATHS = {
  events: '/operator-api/trading/events',
  event: '/operator-api/trading/events/:gameId',
  suspensions: '/operator-api/trading/suspensions',
  stakeFactors: '/operator-api/trading/stake-factors',
  stakeFactor: '/operator-api/trading/stake-factors/:userId',
  resettlements: '/operator-api/trading/resettlements',
} as const;

/** The refusals of the trading endpoints (worded as error_<reason> in the main dictionaries). */
export const TRADING_REASONS = [
  /** Suspending a game or market the sports state does not hold (404). */
  'trading_unknown_market',
  /** A resettlement would take back more than a customer's balance holds (409, nothing moved). */
  'resettlement_insufficient_funds',
  /** A resettlement that turns a free-bet coupon void or back (409): settle it by hand. */
  'resettlement_free_bet',
] as const;

/** The smallest and largest stake factor a trader may set (a multiplier of the maximum stake). */
export const STAKE_FACTOR_MIN = 0.01;
export const STAKE_FACTOR_MAX = 1000;

/** What the house stands to pay beyond the stakes, for one group of open coupons in a currency. */
export interface Exposure {
  currencyId: number;
  /** Open coupons counted. */
  coupons: number;
  /** Their stakes. */
  stakes: number;
  /** Sum of (possible win - stake): the house's loss if every one of them won. */
  liability: number;
}

/** An event with open coupons, and what they would cost the house. */
export interface EventExposure extends Exposure {
  gameId: number;
  opponents: string[];
  sportId: number;
  startAt: string;
  /** A trader suspended the whole event. */
  suspended: boolean;
}

export interface OutcomeExposure extends Exposure {
  outcomeId: number;
  name: string;
}

export interface MarketExposure {
  /** The feed's market id; null when the game has left the state (only legs say what it was). */
  marketId: number | null;
  name: string;
  suspended: boolean;
  /** Per outcome and currency: the cost if that outcome (and the coupons' other legs) won. */
  outcomes: OutcomeExposure[];
}

export interface OpenCouponRow {
  couponId: number;
  userId: number;
  typeId: number;
  currencyId: number;
  amount: number;
  possibleWin: number;
  legs: number;
  placedAt: string;
}

export interface EventLiability {
  gameId: number;
  opponents: string[];
  suspended: boolean;
  markets: MarketExposure[];
  /** The open coupons on the event with the most at stake for the house, largest first. */
  largest: OpenCouponRow[];
}

export interface StakeFactorRow {
  userId: number;
  factor: number;
  note: string | null;
  updatedAt: string;
}

export interface CouponCorrection {
  couponId: number;
  userId: number;
  oldStatus: string;
  newStatus: string;
  oldPayout: number;
  newPayout: number;
}

export interface ResettlementAnswer {
  resettlementId: number;
  /** Legs whose result changed (open coupons' legs too: settlement takes them as they are). */
  legs: number;
  /** Settled coupons corrected through the ledger, each exactly once. */
  coupons: CouponCorrection[];
}
