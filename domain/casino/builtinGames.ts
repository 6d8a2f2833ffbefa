// The built-in game provider's contract: the titles it serves (engine keys the catalogue seeds and
// the launch maps to), the game frame page's path the launch answers, and the request and answer
// shapes of its own API under /builtin-provider/api/ (called by its frame page only).
// The provider moves money only through the seamless wallet (domain/casino/walletProtocol.ts),
// exactly as an outside provider would.

import type { BetTableRulesView } from './betTables';
import type {
  LiveTableRulesView,
  BlackjackRoundView,
  MinesRoundView,
  TowerRoundView,
  StudRoundView,
  VideoPokerRoundView,
} from './builtinGameViews';
import type { BuiltinSeedView, HiloRoundView } from './builtinRoundTypes';
import type { CrashRulesView, SlotTableView } from './builtinSlotCrashViews';

export type {
  BuiltinRoundFairness,
  BuiltinSeedView,
  HiloAnswer,
  HiloRoundView,
  ScratchAnswer,
  ScratchRoundView,
} from './builtinRoundTypes';

/** The provider's key in the catalogue and in the wallet's provider table. */
export const BUILTIN_PROVIDER_KEY = 'builtin';
/** The provider's display name in the catalogue. */
export const BUILTIN_PROVIDER_NAME = 'House Games';
/** The provider's URL root (runtime/api/apiRoots.ts). */
export const BUILTIN_PROVIDER_ROOT = '/builtin-provider';

/** The engines; several titles may run on one engine with their own paytables. */
export type BuiltinEngine =
  | 'slot'
  | 'crash'
  | 'roulette'
  | 'blackjack'
  | 'keno'
  | 'baccarat'
  | 'dragon-tiger'
  | 'sic-bo'
  | 'dice'
  | 'mines'
  | 'video-poker'
  | 'hilo'
  | 'scratch'
  | 'caribbean-stud'
  | 'money-wheel'
  | 'bingo'
  | 'virtual-football'
  | 'fishing'
  | 'tower'
  | 'live-roulette'
  | 'live-baccarat'
  | 'live-blackjack';

export interface BuiltinGameTitle {
  /** The catalogue's engine key of the game, and the frame page's path segment. */
  engineKey: string;
  engine: BuiltinEngine;
  /** The title, in every language (a brand name, not translated). */
  name: string;
  /**
   * The catalogue section (SPEC section 2): `slots`, `crash-games`, `card-games` (the table and
   * card games: roulette, blackjack, baccarat), `keno`, `asian-games` (dragon tiger, sic bo) or
   * `fast-games` (dice, mines, hi-lo) or `scratch-cards`, `poker` (Caribbean Stud against the
   * dealer) or `tv-games` (the money wheel drawn on a shared schedule), `bingo` (90-ball bingo
   * drawn on a shared schedule) or `virtual-sports` (virtual football matches on a schedule),
   * `fishing-hunting` (a shot at a fish of a stated multiplier), `skill-games` (the tower: the
   * customer's decisions, a return the same for every one), `live-casino` (roulette and baccarat
   * dealt on a shared schedule: RNG tables, no video; liveTables.ts).
   */
  category:
    | 'slots'
    | 'crash-games'
    | 'card-games'
    | 'keno'
    | 'asian-games'
    | 'fast-games'
    | 'scratch-cards'
    | 'poker'
    | 'tv-games'
    | 'bingo'
    | 'virtual-sports'
    | 'fishing-hunting'
    | 'skill-games'
    | 'live-casino';
  /** The section's subcategory the title is listed under (live casino: roulette, baccarat). */
  subcategory?: string;
  /**
   * Theoretical return to player in percent, rounded to two decimals. For slots it is computed
   * exactly from the paytable and the reel strips (domain/casino/slotRtp.ts, test
   * tests/domain/casino/builtinGames.test.ts keeps these figures equal to it).
   */
  rtpPercent: number;
  volatility: 'low' | 'medium' | 'high';
  /** Demo play is offered (guests and customers). */
  demo: boolean;
  /** Two colours for the generated art: background, accent. */
  colours: readonly [string, string];
}

export const BUILTIN_GAMES: readonly BuiltinGameTitle[] = [
  {
    engineKey: 'builtin-slot',
    engine: 'slot',
    name: 'Fruit Fives',
    category: 'slots',
    rtpPercent: 96.3,
    volatility: 'low',
    demo: true,
    colours: ['#5b1a8c', '#ffcc33'],
  },
  {
    engineKey: 'builtin-slot-gems',
    engine: 'slot',
    name: 'Gem Lanterns',
    category: 'slots',
    rtpPercent: 95.69,
    volatility: 'medium',
    demo: true,
    colours: ['#0e3d5c', '#3ee0c8'],
  },
  {
    engineKey: 'builtin-crash',
    engine: 'crash',
    name: 'Rocket Crash',
    category: 'crash-games',
    rtpPercent: 97.0,
    volatility: 'high',
    demo: true,
    colours: ['#1b1f3a', '#ff5a36'],
  },
  {
    engineKey: 'builtin-roulette',
    engine: 'roulette',
    name: 'House European Roulette',
    category: 'card-games',
    rtpPercent: 97.3,
    volatility: 'low',
    demo: true,
    colours: ['#0b4d2c', '#e0b04a'],
  },
  {
    engineKey: 'builtin-blackjack',
    engine: 'blackjack',
    name: 'House Blackjack',
    category: 'card-games',
    rtpPercent: 99.43,
    volatility: 'low',
    demo: true,
    colours: ['#123f2a', '#f2f2f2'],
  },
  {
    engineKey: 'builtin-keno',
    engine: 'keno',
    name: 'House Keno 80',
    category: 'keno',
    rtpPercent: 95.0,
    volatility: 'high',
    demo: true,
    colours: ['#2a1457', '#ff8ad8'],
  },
  {
    // Banker's exact RTP (domain/casino/baccarat.ts); player 98.77 %, tie 85.88 %.
    engineKey: 'builtin-baccarat',
    engine: 'baccarat',
    name: 'House Baccarat',
    category: 'card-games',
    rtpPercent: 98.94,
    volatility: 'low',
    demo: true,
    colours: ['#3b0d1c', '#f0c75e'],
  },
  {
    // Dragon or tiger (half back on a tie); tie 92.31 %.
    engineKey: 'builtin-dragon-tiger',
    engine: 'dragon-tiger',
    name: 'House Dragon Tiger',
    category: 'asian-games',
    rtpPercent: 96.15,
    volatility: 'low',
    demo: true,
    colours: ['#5a0e0e', '#ffb300'],
  },
  {
    // Small or big, the best bets (domain/casino/sicBo.ts lists every bet's figure).
    engineKey: 'builtin-sic-bo',
    engine: 'sic-bo',
    name: 'House Sic Bo',
    category: 'asian-games',
    rtpPercent: 97.22,
    volatility: 'medium',
    demo: true,
    colours: ['#0d3b3b', '#ff6f61'],
  },
  {
    // A 1 % house edge, less the multiplier's rounding (domain/casino/diceGame.ts).
    engineKey: 'builtin-dice',
    engine: 'dice',
    name: 'House Dice',
    category: 'fast-games',
    rtpPercent: 99.0,
    volatility: 'medium',
    demo: true,
    colours: ['#10243f', '#4ade80'],
  },
  {
    // A 1 % house edge whatever the player does, less the multiplier's rounding (mines.ts).
    engineKey: 'builtin-mines',
    engine: 'mines',
    name: 'House Mines',
    category: 'fast-games',
    rtpPercent: 99.0,
    volatility: 'high',
    demo: true,
    colours: ['#1f2937', '#facc15'],
  },
  {
    // The published figure of optimal play for 9/6 Jacks or Better (videoPoker.ts).
    engineKey: 'builtin-video-poker',
    engine: 'video-poker',
    name: 'House Jacks or Better',
    category: 'card-games',
    rtpPercent: 99.54,
    volatility: 'medium',
    demo: true,
    colours: ['#0a2a66', '#ff4d6d'],
  },
  {
    // 0.99 × the chance paid back on every guess, less the rounding (hilo.ts); the figure is the
    // exact return of the likelier guess cashed out after three (bench:rtp).
    engineKey: 'builtin-hilo',
    engine: 'hilo',
    name: 'House Hi-Lo',
    category: 'fast-games',
    rtpPercent: 98.78,
    volatility: 'medium',
    demo: true,
    colours: ['#3b0764', '#f472b6'],
  },
  {
    // Exactly Σ weight × prize / Σ weight of the prize table (scratchCards.ts).
    engineKey: 'builtin-scratch',
    engine: 'scratch',
    name: 'House Lucky Scratch',
    category: 'scratch-cards',
    rtpPercent: 95.0,
    volatility: 'medium',
    demo: true,
    colours: ['#064e3b', '#fbbf24'],
  },
  {
    // 243 ways to win (slotMachines.ts FRUIT_WAYS), exact from the strips (slotRtp.ts).
    engineKey: 'builtin-slot-ways',
    engine: 'slot',
    name: 'Fruit Ways 243',
    category: 'slots',
    rtpPercent: 96.78,
    volatility: 'medium',
    demo: true,
    colours: ['#7c2d12', '#fde047'],
  },
  {
    // The published figure of optimal play, per ante (caribbeanStud.ts); the bench measures the
    // reference strategy (call with A-K or better).
    engineKey: 'builtin-caribbean-stud',
    engine: 'caribbean-stud',
    name: 'House Caribbean Stud',
    category: 'poker',
    rtpPercent: 94.78,
    volatility: 'medium',
    demo: true,
    colours: ['#14532d', '#fca5a5'],
  },
  {
    // The best bets' exact return (1, 3, 12, 25: 52 / 54); 50 94.44 %, 6 90.74 % (moneyWheel.ts).
    engineKey: 'builtin-money-wheel',
    engine: 'money-wheel',
    name: 'House Money Wheel',
    category: 'tv-games',
    rtpPercent: 96.3,
    volatility: 'medium',
    demo: true,
    colours: ['#312e81', '#fde68a'],
  },
  {
    // A ticket's exact return, any ticket (bingo.ts bingoExactRtp: 94.8928 %).
    engineKey: 'builtin-bingo',
    engine: 'bingo',
    name: 'House Bingo 90',
    category: 'bingo',
    rtpPercent: 94.89,
    volatility: 'high',
    demo: true,
    colours: ['#7c2d12', '#fef08a'],
  },
  {
    // The mean exact return of the result market over the 56 fixtures (virtualFootball.ts).
    engineKey: 'builtin-virtual-football',
    engine: 'virtual-football',
    name: 'House Virtual Football',
    category: 'virtual-sports',
    rtpPercent: 95.06,
    volatility: 'medium',
    demo: true,
    colours: ['#14532d', '#bbf7d0'],
  },
  {
    // Exactly 97 % for a shot at any fish: chance 0.97 / m, pays m (fishing.ts).
    engineKey: 'builtin-fishing',
    engine: 'fishing',
    name: 'House Deep Sea',
    category: 'fishing-hunting',
    rtpPercent: 97.0,
    volatility: 'high',
    demo: true,
    colours: ['#0c4a6e', '#fb923c'],
  },
  {
    // Exactly 96 % for every way to play: multipliers 0.96 × (3/2)^k (tower.ts).
    engineKey: 'builtin-tower',
    engine: 'tower',
    name: 'House Tower',
    category: 'skill-games',
    rtpPercent: 96.0,
    volatility: 'medium',
    demo: true,
    colours: ['#3f1d0b', '#fcd34d'],
  },
  {
    // The single-player roulette's rules and return (36/37 for every bet: roulette.ts), dealt on
    // a shared schedule (liveTables.ts). "RNG" in the name: no video, no dealer.
    engineKey: 'builtin-live-roulette',
    engine: 'live-roulette',
    name: 'House RNG Live Roulette',
    category: 'live-casino',
    subcategory: 'roulette',
    rtpPercent: 97.3,
    volatility: 'low',
    demo: true,
    colours: ['#052e16', '#fbbf24'],
  },
  {
    // House Baccarat's rules; banker's exact return (player 98.77 %, tie 85.88 %: baccarat.ts).
    engineKey: 'builtin-live-baccarat',
    engine: 'live-baccarat',
    name: 'House RNG Live Baccarat',
    category: 'live-casino',
    subcategory: 'baccarat',
    rtpPercent: 98.94,
    volatility: 'low',
    demo: true,
    colours: ['#450a0a', '#fde68a'],
  },
  {
    // House Blackjack's rules and exact return with best play (blackjack.ts), dealt to every
    // seat from one sequence on a shared schedule (liveBlackjack.ts).
    engineKey: 'builtin-live-blackjack',
    engine: 'live-blackjack',
    name: 'House RNG Live Blackjack',
    category: 'live-casino',
    subcategory: 'blackjack',
    rtpPercent: 99.43,
    volatility: 'low',
    demo: true,
    colours: ['#14532d', '#e5e7eb'],
  },
];

export function findBuiltinGame(engineKey: string): BuiltinGameTitle | undefined {
  return BUILTIN_GAMES.find((game) => game.engineKey === engineKey);
}

/**
 * The game frame page the launch answers, for real and demo sessions alike (the session says
 * which): `/builtin-provider/games/<engineKey>?session=<sessionId>&lng=<lng>`.
 */
export function builtinGameFramePath(engineKey: string, sessionId: string, lng: string): string {
  const query = new URLSearchParams({ session: sessionId, lng });
  return `${BUILTIN_PROVIDER_ROOT}/games/${encodeURIComponent(engineKey)}?${query.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// The provider's API (JSON, POST bodies and GET queries), under /builtin-provider/api/.
// `session` is always the wallet's game session id from the launch; amounts are integer minor
// units of the session's currency (demo sessions: of the demo balance).

/** POST /builtin-provider/api/start { session, engineKey } → BuiltinSessionView */
export interface BuiltinStartRequest {
  session: string;
  /** The title the frame page shows (its path segment); the session must be for it. */
  engineKey: string;
}

export interface BuiltinSessionView {
  session: string;
  engineKey: string;
  engine: BuiltinEngine;
  mode: 'real' | 'demo';
  /** ISO 4217 alphabetic code and its minor unit digits. */
  currency: string;
  minorUnitDigits: number;
  /** The wallet's balance (real) or the provider's demo balance, in minor units. */
  balance: number;
  /** The stakes the game accepts, in minor units, ascending. */
  stakes: readonly number[];
  seed: BuiltinSeedView;
  /** The slot's paytable and lines (slot titles only). */
  slot?: SlotTableView;
  /** The crash game's rules and the session's open round (crash titles only). */
  crash?: CrashRulesView;
  /** Roulette: the table limit (the sum of a round's bets) and the RTP of every bet. */
  roulette?: { maxTotalStake: number; maxBets: number; rtpPercent: number };
  /** Blackjack: the RTP of optimal play and the session's round in play, if any. */
  blackjack?: { rtpPercent: number; openRound: BlackjackRoundView | null };
  /** Keno: the paytable (picks → hits → tenths of the stake) and the RTP by picks. */
  keno?: {
    paytableTenths: Readonly<Record<number, Readonly<Record<number, number>>>>;
    rtpPercentByPicks: Readonly<Record<number, number>>;
  };
  /** Baccarat, dragon tiger, sic bo, dice: the board's bets with their RTP and the limits. */
  betTable?: BetTableRulesView;
  /** Mines: the mine counts offered, the multipliers and the session's round in play, if any. */
  mines?: {
    choices: readonly number[];
    /** Mine count → the multiplier (hundredths) after 1, 2, … safe tiles. */
    multipliersX100: Readonly<Record<number, readonly number[]>>;
    openRound: MinesRoundView | null;
  };
  /** Video poker: the paytable (hand → return per unit staked) and the round in play, if any. */
  videoPoker?: {
    pays: Readonly<Record<string, number>>;
    optimalRtpPercent: number;
    openRound: VideoPokerRoundView | null;
  };
  /** Caribbean Stud: the call paytable (hand → to 1), the published RTP, the round in play. */
  caribbeanStud?: {
    callPays: Readonly<Record<string, number>>;
    optimalRtpPercent: number;
    openRound: StudRoundView | null;
  };
  /** The money wheel: the schedule, the segments, the bet values and each value's exact RTP. */
  moneyWheel?: {
    periodMs: number;
    segments: readonly number[];
    values: readonly number[];
    maxTotalStake: number;
    clientSeed: string;
    rtpPercentByValue: Readonly<Record<number, number>>;
  };
  /** Bingo: the schedule, the balls drawn, the pays of each pattern, the RTP and the seed. */
  bingo?: {
    periodMs: number;
    balls: number;
    maxTickets: number;
    pays: Readonly<Record<'line' | 'twoLines' | 'fullHouse', number>>;
    chances: Readonly<Record<'line' | 'twoLines' | 'fullHouse', number>>;
    simulatedTickets: number;
    clientSeed: string;
    rtpPercent: number;
  };
  /** Virtual football: the schedule, the seed and the schedule's mean exact RTP per market. */
  virtualFootball?: {
    periodMs: number;
    clientSeed: string;
    maxTotalStake: number;
    rtpPercentByMarket: Readonly<Record<'result' | 'total', number>>;
  };
  /**
   * A live RNG table (roulette, baccarat on a shared schedule): the schedule, the seats, the
   * client seeds of the outcome and of the simulated seats, the limits and each bet's exact RTP.
   */
  liveTable?: LiveTableRulesView;
  /** Hi-lo: the most guesses a round takes and the session's round in play, if any. */
  hilo?: { maxGuesses: number; openRound: HiloRoundView | null };
  /** Fishing: each fish's multiplier and its chance of a catch in millionths, and the RTP. */
  fishing?: {
    multipliers: readonly number[];
    chancesMillionths: readonly number[];
    rtpPercent: number;
  };
  /** The tower: floors and doors, the multiplier after 1, 2, … floors, the RTP, the round in play. */
  tower?: {
    floors: number;
    doors: number;
    multipliersX100: readonly number[];
    rtpPercent: number;
    openRound: TowerRoundView | null;
  };
  /** Scratch cards: the prize table (symbol → pays × stake, chance in millionths) and the RTP. */
  scratch?: {
    prizes: readonly { symbol: number; pays: number; weight: number }[];
    totalWeight: number;
    rtpPercent: number;
  };
}

/**
 * POST /builtin-provider/api/seeds/rotate { session, clientSeed? } → BuiltinRotateAnswer:
 * reveals the server seed in use, and starts a new pair (the given client seed, or the old one).
 */
export interface BuiltinRotateRequest {
  session: string;
  clientSeed?: string;
}

export interface BuiltinRevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played with it: nonces 0 … roundsPlayed - 1. */
  roundsPlayed: number;
}

export interface BuiltinRotateAnswer {
  revealed: BuiltinRevealedSeed;
  seed: BuiltinSeedView;
}

/**
 * GET /builtin-provider/api/round?session=&roundId= → BuiltinRoundDetail: what a player needs to
 * verify a round; `serverSeed` is null until the seed pair is rotated.
 */
export interface BuiltinRoundDetail {
  roundId: string;
  engineKey: string;
  engine: BuiltinEngine;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  stake: number;
  win: number;
  /** Slot: reel stops; crash: [crash point × 100]. */
  outcome: readonly number[];
  at: string;
}

export type * from './builtinGameViews';
export type * from './builtinSlotCrashViews';

/** The message a game frame posts to its page: `{ type, height }`, its content's height in px. */
export const GAME_FRAME_HEIGHT_MESSAGE = 'game-frame-height';

/**
 * The message a page posts to its game frame: `{ type, height }`, the px of the window the frame
 * can show without the page scrolling. The game zooms itself down (never up) so that its main
 * action (Spin, Deal, Bet) ends inside that height.
 */
export const GAME_FRAME_FIT_MESSAGE = 'game-frame-fit';
