// Free bets (docs/bonus.md "Free bets"): a token of a fixed amount a customer stakes on one sports
// coupon instead of their own money. Pure rules shared by the server (placement, settlement) and
// the coupon: whether a token may stake this coupon, and what its settlement pays.

/** Why a free bet cannot stake the coupon; the client words each as `refusal_<code>`. */
export const FREE_BET_REFUSAL_CODES = [
  'free_bet_not_found',
  'free_bet_used',
  'free_bet_expired',
  'free_bet_not_sports',
  'free_bet_amount_mismatch',
  'free_bet_min_odds',
  'free_bet_account_mismatch',
  'free_bet_one_coupon',
] as const;
export type FreeBetRefusalCode = (typeof FREE_BET_REFUSAL_CODES)[number];

/** A free-bet token as the placement reads it (a `bonuses` row of kind `free_bet`). */
export interface FreeBetToken {
  userId: string;
  /** 'active' (usable), 'used' (staked on an open or settled coupon), 'expired'. */
  status: string;
  /** 'sports' | 'casino' | null: only a sports token stakes a coupon. */
  product: string | null;
  /** Minor units. */
  amount: number;
  currencyId: number;
  expiresAtMs: number;
  /** The least odds of every leg (the bonus terms), when the brand sets one. */
  minOdds: number | null;
}

/** The coupon a free bet would stake. */
export interface FreeBetStake {
  userId: string;
  nowMs: number;
  /** The coupon's whole stake, minor units. */
  stake: number;
  /** Coupons the placement books (a singles coupon of n bets books n). */
  couponCount: number;
  /** Each leg's odds in hundredths. */
  legOddsHundredths: readonly number[];
  /** The staked account: a free bet names the customer's main account of its currency. */
  account: { type: number; currencyId: number } | null;
}

const MAIN_ACCOUNT_TYPE = 0;

/** Why `token` may not stake this coupon, or null when it may. */
export function freeBetRefusal(
  token: FreeBetToken | null,
  stake: FreeBetStake,
): FreeBetRefusalCode | null {
  // Another customer's token is answered as a missing one: its existence is not told.
  if (!token || token.userId !== stake.userId) return 'free_bet_not_found';
  if (token.status === 'expired') return 'free_bet_expired';
  if (token.status !== 'active') return 'free_bet_used';
  if (stake.nowMs >= token.expiresAtMs) return 'free_bet_expired';
  if (token.product !== 'sports') return 'free_bet_not_sports';
  if (
    !stake.account ||
    stake.account.type !== MAIN_ACCOUNT_TYPE ||
    stake.account.currencyId !== token.currencyId
  ) {
    return 'free_bet_account_mismatch';
  }
  if (stake.couponCount !== 1) return 'free_bet_one_coupon';
  if (stake.stake !== token.amount) return 'free_bet_amount_mismatch';
  if (token.minOdds !== null) {
    const least = Math.round(token.minOdds * 100);
    if (stake.legOddsHundredths.some((odds) => odds < least)) return 'free_bet_min_odds';
  }
  return null;
}

/**
 * What a settled free-bet coupon pays, minor units. The stake was never the customer's, so it is
 * not returned: a won coupon pays its winnings minus the stake (never below 0: a system that
 * returns less than the stake pays nothing) to the main account; a lost one pays nothing. A void
 * coupon pays no money: the token itself is given back, usable again until its own expiry.
 */
export function freeBetSettlement(
  status: 'won' | 'lost' | 'void',
  payout: number,
  stake: number,
): { toCustomer: number; tokenReturned: boolean } {
  if (status === 'void') return { toCustomer: 0, tokenReturned: true };
  if (status === 'lost') return { toCustomer: 0, tokenReturned: false };
  return { toCustomer: Math.max(0, payout - stake), tokenReturned: false };
}
