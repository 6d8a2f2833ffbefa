// A booked coupon as the customer sees it (the contract's PlacedCoupon): the placement answer,
// one coupon (GET /web-api/coupon/{id}) and the bets history. Amounts in major units.
export interface PlacedLeg {
  outcomeId: number;
  gameId: number;
  /** The booked coefficient. */
  coef: number;
  blockId: number;
  marketName: string;
  outcomeName: string;
  /** Names, home first. */
  opponents: string[];
  /** Game start, seconds since the epoch. */
  startAt: number;
  isLive: boolean;
  sportId: number;
  champId: number;
  result: 'won' | 'lost' | 'void' | null;
}

export interface PlacedCoupon {
  id: number;
  /** 1 express, 2 system, 4 blocks, 0 a single. */
  typeId: number;
  amount: number;
  coef: number;
  possibleWin: number;
  status: 'open' | 'won' | 'lost' | 'void';
  /** ISO 8601. */
  placedAt: string;
  currencyId: number;
  accountId: number;
  systemValue: number | null;
  isVip: boolean;
  /** Staked with a free bet (docs/bonus.md "Free bets"): a win pays the winnings minus the stake. */
  isFreeBet: boolean;
  payout: number | null;
  settledAt: string | null;
  legs: PlacedLeg[];
}
