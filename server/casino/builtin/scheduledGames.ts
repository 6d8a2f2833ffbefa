// The built-in games drawn on a shared schedule (scheduledRounds.ts plays them; the money wheel,
// bingo, virtual football and the live RNG tables): each one's
// schedule, public client seed, fair draw, bets' check and wins, from its domain rules.
import {
  bingoWin,
  drawBingo,
  BINGO_CLIENT_SEED,
  BINGO_MAX_TICKETS,
  BINGO_PERIOD_MS,
  BINGO_STAKES,
  BINGO_TICKET,
  BINGO_NUMBERS,
  type BingoTicketBet,
} from '../../../domain/casino/bingo';
import type { ByteSource } from '../../../domain/casino/fairness';
import {
  drawWheel,
  wheelBetsProblem,
  wheelWin,
  WHEEL_CLIENT_SEED,
  WHEEL_PERIOD_MS,
  type WheelBet,
} from '../../../domain/casino/moneyWheel';
import {
  footballBetsProblem,
  footballWin,
  playFootball,
  FOOTBALL_CLIENT_SEED,
  FOOTBALL_PERIOD_MS,
  type FootballBet,
} from '../../../domain/casino/virtualFootball';

import {
  drawLiveTable,
  liveBetsProblem,
  liveWin,
  liveBetsMs,
  livePeriodMs,
  LIVE_CLIENT_SEEDS,
  type LiveBet,
  type LiveTable,
} from '../../../domain/casino/liveTables';

/** Every game's bet carries its stake (minor units); the rest is the game's. */
export interface StakedBet {
  stake: number;
}

export type ScheduledEngine =
  | 'money-wheel'
  | 'bingo'
  | 'virtual-football'
  | 'live-roulette'
  | 'live-baccarat'
  | 'live-blackjack';

export interface ScheduledGame {
  engine: ScheduledEngine;
  periodMs: number;
  /**
   * How long from a draw's start bets are taken: the whole period, or less when the rest of it is
   * for the players' decisions (live blackjack); the outcome is drawn at the period's end.
   */
  betsMs: number;
  clientSeed: string;
  /** The outcome of draw `drawNo` from its fair bytes (the nonce is the draw number). */
  draw(source: ByteSource, drawNo: number): Promise<number[]>;
  /** Why a set of bets is not accepted, or null. */
  betsProblem(bets: readonly StakedBet[]): string | null;
  /** What a set of bets returns with the draw's outcome, the stakes included. */
  win(bets: readonly StakedBet[], outcome: readonly number[], drawNo: number): number;
}

/** Bingo tickets: 1–4, each of 15 distinct numbers 1–90 (dealt by the server), a listed stake. */
function bingoBetsProblem(bets: readonly BingoTicketBet[]): string | null {
  if (bets.length < 1 || bets.length > BINGO_MAX_TICKETS) return 'tickets: one to four';
  for (const bet of bets) {
    if (!BINGO_STAKES.includes(bet.stake)) return 'stake: not one of the stakes offered';
    const ticket = bet.ticket;
    if (
      ticket.length !== BINGO_TICKET ||
      new Set(ticket).size !== BINGO_TICKET ||
      !ticket.every((n) => Number.isInteger(n) && n >= 1 && n <= BINGO_NUMBERS)
    ) {
      return 'ticket: fifteen distinct numbers';
    }
  }
  return null;
}

/** A live RNG table: the single-player table's rules dealt on the schedule (liveTables.ts). */
const liveTable = (table: LiveTable): ScheduledGame => ({
  engine: table,
  periodMs: livePeriodMs(table),
  betsMs: liveBetsMs(table),
  clientSeed: LIVE_CLIENT_SEEDS[table].outcome,
  draw: (source) => drawLiveTable(table, source),
  betsProblem: (bets) => liveBetsProblem(table, bets as LiveBet[]),
  win: (bets, outcome) => liveWin(table, bets as LiveBet[], outcome),
});

export const SCHEDULED_GAMES: Readonly<Record<ScheduledEngine, ScheduledGame>> = {
  'money-wheel': {
    engine: 'money-wheel',
    periodMs: WHEEL_PERIOD_MS,
    betsMs: WHEEL_PERIOD_MS,
    clientSeed: WHEEL_CLIENT_SEED,
    draw: (source) => drawWheel(source),
    betsProblem: (bets) => wheelBetsProblem(bets as WheelBet[]),
    win: (bets, outcome) => wheelWin(bets as WheelBet[], outcome[0]!),
  },
  bingo: {
    engine: 'bingo',
    periodMs: BINGO_PERIOD_MS,
    betsMs: BINGO_PERIOD_MS,
    clientSeed: BINGO_CLIENT_SEED,
    draw: (source) => drawBingo(source),
    betsProblem: (bets) => bingoBetsProblem(bets as BingoTicketBet[]),
    win: (bets, outcome) => bingoWin(bets as BingoTicketBet[], outcome),
  },
  'virtual-football': {
    engine: 'virtual-football',
    periodMs: FOOTBALL_PERIOD_MS,
    betsMs: FOOTBALL_PERIOD_MS,
    clientSeed: FOOTBALL_CLIENT_SEED,
    draw: (source, drawNo) => playFootball(source, drawNo),
    betsProblem: (bets) => footballBetsProblem(bets as FootballBet[]),
    win: (bets, outcome, drawNo) => footballWin(bets as FootballBet[], drawNo, outcome),
  },
  'live-roulette': liveTable('live-roulette'),
  'live-baccarat': liveTable('live-baccarat'),
  'live-blackjack': liveTable('live-blackjack'),
};

export function scheduledGame(engine: string): ScheduledGame {
  const game = SCHEDULED_GAMES[engine as ScheduledEngine];
  if (!game) throw new Error(`no scheduled game ${engine}`);
  return game;
}
