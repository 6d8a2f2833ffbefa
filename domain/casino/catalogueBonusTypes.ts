// Casino promotions, tournaments and cashback as the API answers them (pages bonus/casino,
// bonus/casino/promotions/{id}, bonus/casino/tournaments and /{id}; office casino/vipcashback and
// casino/premiumcashback). Texts come in the asked language (lng: ru, en, ar; default ru).

/** GET /web-api/casino/promotions and /web-api/casino/promotions/{id}. */
export interface CasinoPromotion {
  id: number;
  title: string;
  summary: string;
  /** Paragraphs of the terms. */
  terms: string[];
  colours: { from: string; to: string; accent: string };
  /** A section or game the promotion sends the customer to (route after {lng}/), or null. */
  targetRoute: string | null;
  /** ISO 8601; null when open-ended. */
  endsAt: string | null;
}

/** Tournament periods repeat: the current window is computed from the clock (UTC). */
export type TournamentSchedule = 'daily' | 'weekly' | 'monthly';

export interface TournamentPrize {
  /** 1-based places, inclusive: { fromPlace: 4, toPlace: 10 } shares nothing: each gets amount. */
  fromPlace: number;
  toPlace: number;
  /** Minor units of the tournament's currency, each place. */
  amount: number;
}

export interface LeaderboardEntry {
  place: number;
  /** Masked login or id shown to others (e.g. 'cust***42'); the asker's own row says isMe. */
  player: string;
  /** Points: the sum of stakes in the tournament's games over the window, minor units. */
  points: number;
  /** What this place wins, minor units; 0 outside the prize table. */
  prize: number;
  isMe: boolean;
}

/** GET /web-api/casino/tournaments (summaries) and /web-api/casino/tournaments/{id} (with board). */
export interface CasinoTournament {
  id: number;
  title: string;
  summary: string;
  schedule: TournamentSchedule;
  /** The current window, ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** ISO 4217 numeric: only stakes in this currency count. */
  currencyId: number;
  /** Stakes below this (minor units) do not count. */
  minStake: number;
  prizes: TournamentPrize[];
  prizePool: number;
  /** The games that count (ids; the client reads them through the catalogue). */
  gameIds: number[];
  colours: { from: string; to: string; accent: string };
}

export interface CasinoTournamentDetail extends CasinoTournament {
  /** Top places (at most 50), then the asker's own row when outside them. */
  leaderboard: LeaderboardEntry[];
}

/** GET /web-api/casino/cashback/{program} (signed in): program 'vip' or 'premium'. */
export type CashbackProgram = 'vip' | 'premium';

export interface CashbackTierView {
  /** Net loss from which the tier applies, minor units of the currency. */
  fromLoss: number;
  /** Percent in hundredths: 500 is 5 %. */
  percentHundredths: number;
}

export interface CashbackAccountView {
  currencyId: number;
  /** Minor units over the period. */
  stakes: number;
  wins: number;
  rollbacks: number;
  /** stakes - wins - rollbacks (may be negative: the customer is ahead). */
  netLoss: number;
  /** The tier reached, or null below the first. */
  percentHundredths: number | null;
  /** Cashback earned for the period, minor units (0 below the first tier). */
  cashback: number;
  tiers: CashbackTierView[];
}

/** A closed period's cashback as it was paid (server/bonus/cashback.ts). */
export interface CashbackPaidView {
  periodStart: string;
  /** Exclusive. */
  periodEnd: string;
  currencyId: number;
  /** Minor units credited. */
  amount: number;
  netLoss: number;
  percentHundredths: number;
  /** When it was credited, ISO 8601. */
  paidAt: string;
  /** 'bonus': to the bonus account, wagered `multiplier` times; 'main': to the main account. */
  paidTo: 'bonus' | 'main';
}

export interface CashbackAnswer {
  program: CashbackProgram;
  /** The current period, ISO 8601 (vip: this week from Monday UTC; premium: this month). */
  periodStart: string;
  periodEnd: string;
  /** One line per currency the customer played in (or the main account's when none). */
  accounts: CashbackAccountView[];
  /**
   * How a closed period's cashback is paid on the customer's brand: multiplier 0 to the main
   * account, else to the bonus account to wager multiplier times within expiryDays.
   */
  payout: { multiplier: number; expiryDays: number };
  /** The last cashback paid in this program, newest first (at most 5). */
  paid: CashbackPaidView[];
}
