// The live casino's tables of the built-in provider (SPEC section 2, live casino): European
// roulette, punto banco baccarat and blackjack (liveBlackjack.ts: its decisions) dealt as rounds on a schedule every viewer shares, a betting
// window with a countdown, then the round's result. They are RNG tables, said so on the page: no
// video and no dealer; the spin or the coup is drawn provably fair, exactly as the other games
// drawn on a schedule (a server seed per round, its hash shown while bets are taken, the seed once
// the round has closed; the table's public client seed, the round number as nonce).
//
// The rules, payouts and returns are those of the single-player tables, not copies:
// roulette.ts (rouletteWin, 36/k for a bet on k numbers, 97.2973 % for every bet; bets checked by
// tableStakes.ts rouletteBetsProblem) and baccarat.ts through betTables.ts (player 1:1, banker
// 0.95:1, tie 8:1; checkBets, betTableWin; 98.7719 %, 98.9360 %, 85.8830 %).
//
// Other seats are simulated and shown as such: never customers, their bets changing no one's
// payout. Each round's seats are drawn from the same server seed with the table's seats client
// seed (another HMAC stream than the outcome's, so showing them while bets are taken tells nothing
// of the result), each with the moment in the window it sits down and bets; anyone can recompute
// them from the revealed seed.
import { BET_TABLE_CHIPS, betTableWin, checkBets } from './betTables';
import type { BoardBet } from './betTableTypes';
import { drawBaccarat } from './baccarat';
import { RoundBytes, uniformInt, type ByteSource } from './fairness';
import { drawRoulettePocket, rouletteWin, type RouletteBet } from './roulette';
import {
  drawLiveBlackjack,
  liveBlackjackBestActions,
  liveBlackjackBetsProblem,
  liveBlackjackWin,
  LIVE_BLACKJACK_BETS_MS,
  LIVE_BLACKJACK_PERIOD_MS,
  type LiveBlackjackBet,
} from './liveBlackjack';
import { BLACKJACK_STAKES, ROULETTE_CHIPS, rouletteBetsProblem } from './tableStakes';

export type LiveTable = 'live-roulette' | 'live-baccarat' | 'live-blackjack';
export const LIVE_TABLES: readonly LiveTable[] = [
  'live-roulette',
  'live-baccarat',
  'live-blackjack',
];

/** A round every 20 s: bets are taken for the whole window, the result drawn when it closes. */
export const LIVE_PERIOD_MS = 20_000;

/** A table's round (blackjack's holds its decisions too: liveBlackjack.ts). */
export const livePeriodMs = (table: LiveTable) =>
  table === 'live-blackjack' ? LIVE_BLACKJACK_PERIOD_MS : LIVE_PERIOD_MS;
/** How long from a round's start bets are taken: the whole round, or blackjack's betting window. */
export const liveBetsMs = (table: LiveTable) =>
  table === 'live-blackjack' ? LIVE_BLACKJACK_BETS_MS : LIVE_PERIOD_MS;
/** The seats at a table: the customer's, and the simulated ones. */
export const LIVE_SEATS = 7;
/** The customer's seat (1-based): the middle one, the others simulated. */
export const LIVE_OWN_SEAT = 4;
/** Simulated seats sit down within the betting window's first part, never in its last 3 s. */
const seatLastMs = (table: LiveTable) => liveBetsMs(table) - 3_000;

export const LIVE_CLIENT_SEEDS: Readonly<Record<LiveTable, { outcome: string; seats: string }>> = {
  'live-roulette': { outcome: 'live-roulette', seats: 'live-roulette-seats' },
  'live-baccarat': { outcome: 'live-baccarat', seats: 'live-baccarat-seats' },
  'live-blackjack': { outcome: 'live-blackjack', seats: 'live-blackjack-seats' },
};

export const isLiveTable = (engine: string): engine is LiveTable =>
  (LIVE_TABLES as readonly string[]).includes(engine);

/** A table's bet: roulette's (kind, numbers), baccarat's (player|banker|tie), blackjack's hand. */
export type LiveBet = RouletteBet | BoardBet | LiveBlackjackBet;

/**
 * The outcome of round `drawNo` from its fair bytes: roulette [pocket], baccarat six ranks,
 * blackjack its card sequence (liveBlackjack.ts).
 */
export async function drawLiveTable(table: LiveTable, source: ByteSource): Promise<number[]> {
  if (table === 'live-blackjack') return drawLiveBlackjack(source);
  return table === 'live-roulette' ? [await drawRoulettePocket(source)] : drawBaccarat(source);
}

/** Why a set of bets is refused, or null (the single-player table's own check). */
export function liveBetsProblem(table: LiveTable, bets: readonly LiveBet[]): string | null {
  if (table === 'live-roulette') return rouletteBetsProblem(bets as RouletteBet[]);
  if (table === 'live-blackjack') return liveBlackjackBetsProblem(bets);
  const problem = checkBets('baccarat', bets as BoardBet[]);
  return problem === null ? null : `bets: ${problem}`;
}

/** What a set of bets returns for the round's outcome, the stakes included. */
export function liveWin(table: LiveTable, bets: readonly LiveBet[], outcome: readonly number[]) {
  if (table === 'live-blackjack') {
    return (bets as LiveBlackjackBet[]).reduce(
      (sum, bet) => sum + liveBlackjackWin(bet, outcome),
      0,
    );
  }
  return table === 'live-roulette'
    ? rouletteWin(bets as RouletteBet[], outcome[0]!)
    : betTableWin('baccarat', bets as BoardBet[], outcome);
}

/** One simulated seat's bet: where it sat, when in the window (ms from its start), what it bet. */
export interface LiveSeat {
  seat: number;
  atMs: number;
  bet: { kind: string; numbers?: number[]; stake: number };
}

/** The bets a simulated seat chooses from, each equally likely. */
const SEAT_BETS: Readonly<Record<LiveTable, readonly Omit<LiveSeat['bet'], 'stake'>[]>> = {
  'live-roulette': [
    { kind: 'red' },
    { kind: 'black' },
    { kind: 'odd' },
    { kind: 'even' },
    { kind: 'low' },
    { kind: 'high' },
    { kind: 'dozen', numbers: [1] },
    { kind: 'dozen', numbers: [2] },
    { kind: 'dozen', numbers: [3] },
    { kind: 'column', numbers: [1] },
    { kind: 'column', numbers: [2] },
    { kind: 'column', numbers: [3] },
    ...Array.from({ length: 37 }, (_, n) => ({ kind: 'straight', numbers: [n] })),
  ],
  'live-baccarat': [
    { kind: 'player' },
    { kind: 'player' },
    { kind: 'banker' },
    { kind: 'banker' },
    { kind: 'banker' },
    { kind: 'tie' },
  ],
  'live-blackjack': [{ kind: 'hand' }],
};
const SEAT_CHIPS: Readonly<Record<LiveTable, readonly number[]>> = {
  'live-roulette': ROULETTE_CHIPS.filter((c) => c >= 100),
  'live-baccarat': BET_TABLE_CHIPS,
  'live-blackjack': BLACKJACK_STAKES,
};

/**
 * The simulated seats of round `drawNo` (every seat but the customer's; a seat sits out with
 * chance 1/4), ordered by the moment they bet. Recomputed by anyone from the revealed seed.
 */
export async function liveSeats(
  table: LiveTable,
  serverSeed: string,
  drawNo: number,
): Promise<LiveSeat[]> {
  const bytes = new RoundBytes({
    serverSeed,
    clientSeed: LIVE_CLIENT_SEEDS[table].seats,
    nonce: drawNo,
  });
  const menu = SEAT_BETS[table];
  const chips = SEAT_CHIPS[table];
  const seats: LiveSeat[] = [];
  for (let seat = 1; seat <= LIVE_SEATS; seat += 1) {
    if (seat === LIVE_OWN_SEAT) continue;
    const sits = (await uniformInt(bytes, 4)) !== 0;
    const atMs = await uniformInt(bytes, seatLastMs(table));
    const pick = menu[await uniformInt(bytes, menu.length)]!;
    const stake = chips[await uniformInt(bytes, chips.length)]!;
    if (!sits) continue;
    seats.push({
      seat,
      atMs,
      bet: { ...pick, ...(pick.numbers ? { numbers: [...pick.numbers] } : {}), stake },
    });
  }
  return seats.sort((a, b) => a.atMs - b.atMs || a.seat - b.seat);
}

/**
 * A simulated seat's win for the round's outcome (shown, never paid: no one sits there); at
 * blackjack the seat plays best (liveBlackjackBestActions).
 */
export const liveSeatWin = (table: LiveTable, seat: LiveSeat, outcome: readonly number[]) =>
  table === 'live-blackjack'
    ? liveBlackjackWin(
        { kind: 'hand', stake: seat.bet.stake, actions: liveBlackjackBestActions(outcome) },
        outcome,
      )
    : liveWin(table, [seat.bet as LiveBet], outcome);
