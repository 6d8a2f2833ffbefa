// The request and answer shapes of the built-in provider's table, card, fast and TV games under
// /builtin-provider/api/ (its frame page is their only caller); the titles and the slot and crash
// shapes are in builtinGames.ts, which re-exports these.
import type { BoardBet } from './betTables';
import type { BuiltinRoundFairness, BuiltinSeedView } from './builtinRoundTypes';
import type { BlackjackAction, BlackjackRank } from './blackjack';

// ----- table games: roulette, blackjack, keno -------------------------------------------------

/** One bet on the roulette layout (domain/casino/roulette.ts `RouletteBet`). */
export interface RouletteBetInput {
  kind: string;
  numbers?: number[];
  stake: number;
}

/** POST /builtin-provider/api/roulette/spin { session, requestId, bets } → RouletteSpinAnswer */
export interface RouletteRoundView extends BuiltinRoundFairness {
  bets: RouletteBetInput[];
  stake: number;
  pocket: number;
  win: number;
}

export interface RouletteSpinAnswer {
  round: RouletteRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/** POST /builtin-provider/api/keno/play { session, requestId, stake, picks } → KenoPlayAnswer */
export interface KenoRoundView extends BuiltinRoundFairness {
  picks: number[];
  drawn: number[];
  hits: number;
  stake: number;
  win: number;
}

export interface KenoPlayAnswer {
  round: KenoRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/blackjack/deal { session, requestId, stake } and
 * POST /builtin-provider/api/blackjack/action { session, roundId, action } → BlackjackAnswer.
 * The dealer's hole card is hidden (null) while the round is in play.
 */
export interface BlackjackRoundView extends BuiltinRoundFairness {
  phase: 'player' | 'settled';
  dealer: (number | null)[];
  hands: { cards: number[]; units: 1 | 2; fromSplit: boolean; done: boolean }[];
  active: number;
  allowed: ('hit' | 'stand' | 'double' | 'split')[];
  /** Once settled: the round's cards in the order they were taken (empty while in play). */
  cards: number[];
  /** The original stake; the stakes in total (doubles and a split add units of it). */
  stake: number;
  staked: number;
  win: number;
}

export interface BlackjackAnswer {
  round: BlackjackRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/table/play { session, requestId, bets } → BetTableAnswer: one round
 * of baccarat, dragon tiger, sic bo or dice. The outcome: baccarat the six cards of the sequence
 * (ranks 1–13; four to six of them dealt: baccarat.ts playBaccarat), dragon tiger [dragon, tiger], sic bo the three dice,
 * dice [roll 0–9999].
 */
export interface BetTableRoundView extends BuiltinRoundFairness {
  bets: BoardBet[];
  /** Each bet's win, in the order of `bets`. */
  wins: number[];
  outcome: number[];
  stake: number;
  win: number;
}

export interface BetTableAnswer {
  round: BetTableRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/mines/start { session, requestId, stake, mines } and
 * POST /builtin-provider/api/mines/action { session, roundId, action: open|cash_out, tile? }
 * → MinesAnswer. The mines stay hidden (`mineTiles` and `outcome` empty) while the round is in play.
 */
export interface MinesRoundView extends BuiltinRoundFairness {
  mines: number;
  opened: number[];
  phase: 'playing' | 'cashed_out' | 'exploded';
  hit: number | null;
  /** The multiplier (hundredths) of the safe tiles open now (0 before the first). */
  multiplierX100: number;
  /** Once over: where the mines were, and the round's shuffle of the 25 tiles (its outcome). */
  mineTiles: number[];
  outcome: number[];
  stake: number;
  win: number;
}

export interface MinesAnswer {
  round: MinesRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/video-poker/deal { session, requestId, stake } and
 * POST /builtin-provider/api/video-poker/draw { session, roundId, held: boolean[5] }
 * → VideoPokerAnswer. Only the five dealt cards are shown until the draw; then the final hand,
 * its name, the win and the round's ten cards (its outcome).
 */
export interface VideoPokerRoundView extends BuiltinRoundFairness {
  phase: 'dealt' | 'drawn';
  /** Cards 0–51 (rank card % 13 + 2, suit floor(card / 13)). */
  cards: number[];
  held: boolean[];
  hand: string | null;
  outcome: number[];
  stake: number;
  win: number;
}

export interface VideoPokerAnswer {
  round: VideoPokerRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/caribbean-stud/deal { session, requestId, stake } (the ante) and
 * POST /builtin-provider/api/caribbean-stud/action { session, roundId, action: call|fold }
 * → StudAnswer. While dealt, the dealer shows one card (the others null) and `outcome` is empty;
 * once decided, all ten cards (the outcome: player 0–4, dealer 5–9), the hands and the result.
 */
export interface StudRoundView extends BuiltinRoundFairness {
  phase: 'dealt' | 'settled';
  player: number[];
  dealer: (number | null)[];
  playerHand: string;
  dealerHand: string | null;
  result: string | null;
  outcome: number[];
  /** The ante; staked in all (the ante, plus the call's twice it). */
  ante: number;
  stake: number;
  win: number;
}

export interface StudAnswer {
  round: StudRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * The games drawn on a schedule every viewer shares (the money wheel, bingo, virtual football).
 * POST /builtin-provider/api/<game>/state { session } → a state answer: the draw taking bets (its
 * seed's hash; the seed null until it closes), the last closed draws with their seeds and outcomes
 * (verifiable: the game's client seed, nonce = the draw number), the session's bets.
 * POST /builtin-provider/api/<game>/bet { session, requestId, drawNo, … } → an answer of the bet.
 */
export interface ScheduledDrawView {
  drawNo: number;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  closesAt: string;
  /** The game's outcome once closed: the wheel's [segment], bingo's balls, a match's score. */
  outcome: number[] | null;
}

export interface ScheduledBetView<B> {
  betId: string;
  drawNo: number;
  bets: B[];
  stake: number;
  win: number;
  settled: boolean;
}

export interface ScheduledStateAnswer<B, D extends ScheduledDrawView = ScheduledDrawView> {
  serverNow: string;
  draw: D;
  recent: D[];
  bets: ScheduledBetView<B>[];
  balance: number;
}

export interface ScheduledAnswer<B> {
  bet: ScheduledBetView<B>;
  balance: number;
}

/** The money wheel's draw: the segment it stopped on (index into the segments), once closed. */
export interface WheelDrawView extends ScheduledDrawView {
  segment: number | null;
}
export type WheelBetView = ScheduledBetView<{ value: number; stake: number }>;
export type WheelStateAnswer = ScheduledStateAnswer<
  { value: number; stake: number },
  WheelDrawView
>;
export type WheelAnswer = ScheduledAnswer<{ value: number; stake: number }>;
/** Bingo: a bet is a ticket (15 numbers, three lines of five) and its stake. */
export type BingoStateAnswer = ScheduledStateAnswer<{ ticket: number[]; stake: number }>;
export type BingoAnswer = ScheduledAnswer<{ ticket: number[]; stake: number }>;
/** Virtual football: a bet names a market (result, total), a selection and its stake. */
export type FootballBetShape = { market: 'result' | 'total'; pick: number; stake: number };
export type FootballStateAnswer = ScheduledStateAnswer<FootballBetShape>;
export type FootballAnswer = ScheduledAnswer<FootballBetShape>;

/**
 * A live RNG table (liveTables.ts): roulette, baccarat or blackjack rounds on the shared schedule.
 * POST /builtin-provider/api/live-table/state { session } → LiveTableStateAnswer and
 * POST /builtin-provider/api/live-table/bet { session, requestId, drawNo, bets } → LiveTableAnswer;
 * blackjack's decisions: POST /builtin-provider/api/live-table/action
 * { session, requestId, betId, action } → LiveTableAnswer.
 */
export interface LiveTableRulesView {
  periodMs: number;
  /** How long from a round's start bets are taken (blackjack: the rest is for decisions). */
  betsMs: number;
  seats: number;
  ownSeat: number;
  clientSeed: string;
  seatsClientSeed: string;
  maxTotalStake: number;
  maxBets: number;
  /** Each bet's exact return to player in percent (roulette: one figure for every bet). */
  bets: { kind: string; rtpPercent: number }[];
}
/**
 * A live table's bet: roulette's kind and numbers, baccarat's kind, or blackjack's hand with the
 * decisions played on it; its (original) stake.
 */
export type LiveBetShape = { kind: string; numbers?: number[]; stake: number; actions?: string[] };
/** What a seat sees of its hand: the dealer's up card only until the round closes. */
export interface LiveBlackjackHandView {
  dealer: (BlackjackRank | null)[];
  hands: { cards: BlackjackRank[]; units: 1 | 2 }[];
  active: number;
  /** The decisions the hand may make now (none before the deal, once finished or closed). */
  allowed: BlackjackAction[];
  /** `player` while the seat decides, `done` once its hands are finished, `settled` at the close. */
  phase: 'player' | 'done' | 'settled';
}
/** A session's bet; at blackjack with its hand once dealt (liveBlackjack.ts). */
export type LiveBetView = ScheduledBetView<LiveBetShape> & { hand?: LiveBlackjackHandView };
/** A simulated seat: never a customer; its bet drawn from the round's seed (liveTables.ts). */
export interface LiveSeatView {
  seat: number;
  atMs: number;
  bet: LiveBetShape;
  /** Once the round has closed: what the bet would return (nothing is paid to anyone). */
  win: number | null;
  /** Blackjack, once the round has closed: the seat's decisions (the best play). */
  actions?: string[];
}
/** A round with the simulated seats seated so far (all of them once closed). */
export interface LiveDrawView extends ScheduledDrawView {
  seats: LiveSeatView[];
  /** When bets stop being taken (blackjack: the deal; the other tables: the close). */
  betsCloseAt: string;
  /**
   * Blackjack: the cards every seat shares once dealt, the players' two and the dealer's up card
   * (the whole dealer hand once the round has closed); null before the deal and at other tables.
   */
  deal: { player: number[]; dealer: number[] } | null;
}
export type LiveTableStateAnswer = Omit<
  ScheduledStateAnswer<LiveBetShape, LiveDrawView>,
  'bets'
> & { bets: LiveBetView[] };
export type LiveTableAnswer = { bet: LiveBetView; balance: number };

/**
 * POST /builtin-provider/api/fishing/shoot { session, requestId, stake, fish } → FishingAnswer: one
 * shot at a fish (index into the session's multipliers), settled at once.
 */
export interface FishingRoundView extends BuiltinRoundFairness {
  fish: number;
  /** The fish's multiplier. */
  multiplier: number;
  caught: boolean;
  /** [draw 0–999,999]: what verification recomputes. */
  outcome: number[];
  stake: number;
  win: number;
}

export interface FishingAnswer {
  round: FishingRoundView;
  balance: number;
  seed: BuiltinSeedView;
}

/**
 * POST /builtin-provider/api/tower/start { session, requestId, stake } and
 * POST /builtin-provider/api/tower/action { session, roundId, action: door_0|door_1|door_2|cash_out }
 * → TowerAnswer. While in play only the traps of the floors climbed are shown; once over, all
 * of them (the outcome).
 */
export interface TowerRoundView extends BuiltinRoundFairness {
  phase: 'playing' | 'cashed_out' | 'lost';
  /** The door chosen on each floor climbed, bottom floor first (0–2). */
  picks: number[];
  /** The trap door of each floor climbed (all floors once the round is over). */
  traps: number[];
  /** The multiplier reached, in hundredths (0 before the first floor). */
  multiplierX100: number;
  /** What the next floor would reach, in hundredths (0 once over). */
  nextX100: number;
  outcome: number[];
  stake: number;
  win: number;
}

export interface TowerAnswer {
  round: TowerRoundView;
  balance: number;
  seed: BuiltinSeedView;
}
