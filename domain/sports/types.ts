// The sports model shared by the server (feed, state, API) and the client (stores, widgets).
// SPEC section 2 "Sports" (hierarchy: section live|line → sport → championship → game),
// section 3 "Bet" (every field a bet needs is reachable from Game + Market + Outcome),
// section 3 "Betting state" (cyberType), section 4 (the live and locked rules, see liveRule.ts).
// Pure types and constants: no I/O.

/** "line" = pre-match, "live" = in play (SPEC section 3 Betting state: currentBettingType). */
export type BettingType = 'live' | 'line';

/**
 * Game status (SPEC section 4 names 2/3 as live and 4 as finished; the rest is ours):
 * 1 not started (pre-match, in the line), 2 in play (clock running), 3 paused (live, break between
 * periods: half-time, between sets/quarters), 4 finished (result final), 5 cancelled (never played).
 */
export const GameStatus = {
  NotStarted: 1,
  InPlay: 2,
  Paused: 3,
  Finished: 4,
  Cancelled: 5,
} as const;
export type GameStatus = (typeof GameStatus)[keyof typeof GameStatus];

/** Cyber (esports) game types: the `real|virtual|stream` route constraint of SPEC section 2. */
export const CYBER_TYPES = ['real', 'virtual', 'stream'] as const;
export type CyberType = (typeof CYBER_TYPES)[number];

/** Which games a list shows: the games API's filter (GET /web-api/sports/games). */
export interface GameFilter {
  type: BettingType;
  sportId?: number;
  champId?: number;
  cyberType?: CyberType;
  onlyWithVideo?: boolean;
  /** Line only: games starting within 2 hours. */
  upcoming?: boolean;
}

/** The games API's query: the filter and a page of its answer. */
export interface GameListQuery extends GameFilter {
  limit?: number;
  offset?: number;
}

/** A sport category, for the menu's "grouped by categories" view (Betting state isGroupSportsByCategories). */
export interface SportCategory {
  id: number;
  name: string;
}

export interface Sport {
  id: number;
  name: string;
  nameEn: string;
  /** URL-safe name, e.g. "football", "ice-hockey", "cs2". */
  slug: string;
  categoryId: number;
  /** An esports discipline (listed under cyber/esports routes). */
  isCyber: boolean;
  /** Menu order (ascending). */
  order: number;
}

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, or "INT" for international tournaments. */
  code: string;
  name: string;
}

export interface Championship {
  id: number;
  sportId: number;
  name: string;
  nameEn: string;
  country: Country;
  /** Esports championships only. */
  cyberType?: CyberType;
  /** Shown among the top championships. */
  isTop: boolean;
  order: number;
}

export interface Opponent {
  id: number;
  name: string;
  nameEn: string;
}

/** One period's score (half, quarter, set, period, map), home first. */
export interface PeriodScore {
  home: number;
  away: number;
}

export interface GameScore {
  /** Home goals/points/sets/maps. */
  home: number;
  away: number;
  /** "home:away", e.g. "2:1" (SPEC section 3 Bet: full scores). */
  full: string;
  /** Per period, in order; the last one is the current period while live. */
  periods: PeriodScore[];
  /** Tennis: points in the current game, e.g. "15:30" or "A:40". */
  points?: string;
  /** Display form, e.g. "2:1 (1:0, 1:1)" (SPEC section 3 Bet: formatted score). */
  formatted: string;
}

/** A game as lists show it (SPEC section 3 Bet: game data). */
export interface Game {
  id: number;
  /** The game's number in the line (short, shown to customers). */
  number: number;
  /** Stable across line → live (the same match keeps it). */
  permanentId: number;
  sportId: number;
  champId: number;
  /** Home first. */
  opponents: Opponent[];
  /** Start time, seconds since the epoch. */
  startAt: number;
  status: GameStatus;
  /** Game clock in seconds while live (for tennis: seconds since start); null before start. */
  timeSec: number | null;
  /** Current period number (1-based) while live; 0 before start. */
  period: number;
  score: GameScore;
  /** The game is in the live-in-live programme (SPEC section 4 live rule). */
  isLiveInLive: boolean;
  hasVideo: boolean;
  /** Finished flag (SPEC section 4); true together with status 4. */
  isFinished: boolean;
  cyberType?: CyberType;
  /** Shown among the top games. */
  isTop: boolean;
  /** How many markets the game page has. */
  marketsCount: number;
  /**
   * The seq of the last GameDelta this copy includes (read API answers; 0: none yet). A live
   * stream opened with it sends only the deltas after it instead of the whole game again.
   */
  seq?: number;
}

/**
 * Market kinds (SPEC section 3 Bet: market.kind; section 4 excludes kind 7 from the bonus bet).
 * 1 match result (1X2 or winner), 2 total, 3 handicap, 4 double chance, 5 both teams to score,
 * 6 individual total, 7 outright/special, 8 period result.
 */
export const MarketKind = {
  Result: 1,
  Total: 2,
  Handicap: 3,
  DoubleChance: 4,
  BothToScore: 5,
  TeamTotal: 6,
  Special: 7,
  PeriodResult: 8,
} as const;
export type MarketKind = (typeof MarketKind)[keyof typeof MarketKind];

export interface Outcome {
  /** Unique across all games: a bet's `market.id` in SPEC section 3 is this id. */
  id: number;
  /** Outcome type within the market kind, e.g. 1 home, 2 draw, 3 away, 9 over, 10 under. */
  typeId: number;
  name: string;
  /** Decimal coefficient, > 1, rounded to 2 decimals (3 below 1.1 is never produced). */
  coef: number;
  /** Suspended: cannot be bet on now (SPEC section 4 locked rule). */
  isBlocked: boolean;
}

export interface Market {
  id: number;
  /** Market type (line of a kind), e.g. 1 "1X2", 17 "Total 2.5". */
  typeId: number;
  kind: MarketKind;
  /** Groups mutually dependent markets; a bet's blockId (SPEC section 3 Bet). */
  blockId: number;
  /** The MarketGroup it is shown in. */
  groupId: number;
  name: string;
  /** Line of a total or handicap (e.g. 2.5, -1.5); absent otherwise. */
  param?: number;
  /** The period (half, set, map; 1-based) a period market is about; absent otherwise. */
  period?: number;
  /**
   * A live market (SPEC section 4 live rule): one offered only in play. The simulator offers the
   * same markets before and during play, so its markets are all false; a live game's bets count
   * as live by its status and clock.
   */
  isLive: boolean;
  /** May not be combined in an express (SPEC section 4 locked rule). */
  isBannedExpress: boolean;
  /** One of the game's main markets (shown in game lists). */
  isMain: boolean;
  outcomes: Outcome[];
}

/** A tab of the game page: "Main", "Totals", "Handicaps", "1st half", ... */
export interface MarketGroup {
  id: number;
  name: string;
  order: number;
}

/** A game with its main markets (lists) or all of them (the game page). */
export interface GameWithMarkets extends Game {
  markets: Market[];
}

/** One game with every market, grouped (the game page). */
export interface GameDetails extends GameWithMarkets {
  groups: MarketGroup[];
}

/** The price change of one outcome (within a GameDelta). */
export interface OutcomeChange {
  id: number;
  coef: number;
  isBlocked: boolean;
}

/**
 * One change to one game, as the feed produces it and the live stream pushes it. Fields absent
 * did not change. `seq` is per game and strictly increasing (1 is the delta that creates the game),
 * so a consumer applies a delta only if its seq is greater than the one it holds (resume).
 */
export interface GameDelta {
  gameId: number;
  seq: number;
  /** The whole game, when the feed adds it (seq 1): consumers build their state from deltas alone. */
  created?: GameDetails;
  status?: GameStatus;
  timeSec?: number;
  period?: number;
  score?: GameScore;
  outcomes?: OutcomeChange[];
  finished?: boolean;
  /** The game leaves the feed (some time after it finished; its result stays in the database). */
  removed?: boolean;
}

/** A finished game's result (results pages, settlement). */
export interface GameResult {
  gameId: number;
  permanentId: number;
  number: number;
  sportId: number;
  champId: number;
  /** Championship's country: results of type "zone" are grouped by it. */
  countryId: number;
  opponents: Opponent[];
  startAt: number;
  /** Seconds since the epoch. */
  finishedAt: number;
  score: GameScore;
  /** The game was live before it finished (results of type "live"). */
  wasLive: boolean;
  cyberType?: CyberType;
  /** Never played to the end (status 5): settlement voids every leg on it. Absent: played. */
  cancelled?: boolean;
}
