// Bingo (SPEC section 2, bingo) of the built-in provider: 90-ball bingo drawn on a schedule every
// viewer shares, with fixed odds, so each ticket's prize depends on its own numbers and the balls
// drawn only (never on who else plays). Rules (shown on the page):
// - a draw every BINGO_PERIOD_MS, numbered from the Unix epoch as the money wheel's: draw n sells
//   tickets from n × period until (n + 1) × period, when it closes and BINGO_BALLS of the 90 balls
//   are drawn; one draw for everyone;
// - a ticket holds 15 distinct numbers from 1–90 in three lines of five, dealt at random when it
//   is bought (shown at once, before the draw's seed is revealed);
// - a ticket pays its best pattern completed within the BINGO_BALLS balls: one line
//   BINGO_PAYS.line × stake, two lines BINGO_PAYS.twoLines × stake, all three (full house)
//   BINGO_PAYS.fullHouse × stake (the stake included in each);
// - provably fair: each draw has its own server seed (hash shown while tickets sell, the seed
//   after); the balls are a partial Fisher–Yates shuffle of 1–90 from that seed, the client seed
//   BINGO_CLIENT_SEED and the draw number as the nonce. The same bytes then deal the simulated
//   players' BINGO_SIMULATED_TICKETS tickets (their wins are shown; they change no prize).
// Exact return to player: with rows of 5 disjoint numbers, the chance that a given set of s lines
// is complete within N balls is C(90 − 5s, N − 5s) / C(90, N); inclusion–exclusion gives at least
// one line 3p₁ − 3p₂ + p₃, at least two 3p₂ − 2p₃, the full house p₃ (bingoExactRtp, in BigInt).
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const BINGO_NUMBERS = 90;
/** Balls drawn per draw (of 90). */
export const BINGO_BALLS = 60;
export const BINGO_LINE = 5;
export const BINGO_TICKET = 15;
export const BINGO_PERIOD_MS = 30_000;
export const BINGO_CLIENT_SEED = 'bingo';
/** Simulated players' tickets dealt per draw from its seed (shown, never paid). */
export const BINGO_SIMULATED_TICKETS = 40;
/** What each pattern pays, × stake, the stake included. */
export const BINGO_PAYS = { line: 2, twoLines: 5, fullHouse: 150 } as const;
export const BINGO_MAX_TICKETS = 4;
export const BINGO_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];

export type BingoPattern = 'none' | 'line' | 'twoLines' | 'fullHouse';

export interface BingoTicketBet {
  /** 15 numbers, line after line (five each). */
  ticket: number[];
  stake: number;
}

/** `count` distinct numbers from 1–`total`, a partial Fisher–Yates shuffle by `pick(n)` in [0, n). */
function partialShuffle(count: number, pick: (n: number) => number): number[] {
  const pool = Array.from({ length: BINGO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + pick(BINGO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A ticket: 15 distinct numbers, each line of five sorted. */
export function dealBingoTicket(pick: (n: number) => number): number[] {
  const numbers = partialShuffle(BINGO_TICKET, pick);
  const lines = [0, 1, 2].map((l) =>
    numbers.slice(l * BINGO_LINE, (l + 1) * BINGO_LINE).sort((a, b) => a - b),
  );
  return lines.flat();
}

/** How many lines of `ticket` are complete among `balls`. */
export function bingoLinesDone(ticket: readonly number[], balls: readonly number[]): number {
  const drawn = new Set(balls);
  let done = 0;
  for (let l = 0; l < 3; l += 1) {
    const line = ticket.slice(l * BINGO_LINE, (l + 1) * BINGO_LINE);
    if (line.every((n) => drawn.has(n))) done += 1;
  }
  return done;
}

const PATTERNS: readonly BingoPattern[] = ['none', 'line', 'twoLines', 'fullHouse'];

export function bingoPattern(ticket: readonly number[], balls: readonly number[]): BingoPattern {
  return PATTERNS[bingoLinesDone(ticket, balls)]!;
}

export function bingoTicketWin(bet: BingoTicketBet, balls: readonly number[]): number {
  const pattern = bingoPattern(bet.ticket, balls);
  return pattern === 'none' ? 0 : bet.stake * BINGO_PAYS[pattern];
}

/** The draw's outcome: its BINGO_BALLS balls in order, then the simulated tickets' wins. */
export const bingoBalls = (outcome: readonly number[]): number[] => outcome.slice(0, BINGO_BALLS);

/** The win of a set of tickets, given the draw's outcome. */
export const bingoWin = (bets: readonly BingoTicketBet[], outcome: readonly number[]): number => {
  const balls = bingoBalls(outcome);
  return bets.reduce((sum, bet) => sum + bingoTicketWin(bet, balls), 0);
};

function drawWith(pick: (n: number) => number): number[] {
  const balls = partialShuffle(BINGO_BALLS, pick);
  // The simulated players: their tickets dealt from the same bytes, counted by best pattern.
  const wins = [0, 0, 0];
  for (let t = 0; t < BINGO_SIMULATED_TICKETS; t += 1) {
    const done = bingoLinesDone(dealBingoTicket(pick), balls);
    if (done > 0) wins[done - 1]! += 1;
  }
  return [...balls, ...wins];
}

/**
 * The draw's outcome from its fair bytes: BINGO_BALLS balls in draw order, then how many simulated
 * tickets won a line, two lines and a full house.
 */
export async function drawBingo(source: ByteSource): Promise<number[]> {
  const picks: number[] = [];
  // The picks are asked for in order; the sizes are those drawWith asks for, so read them first.
  for (let i = 0; i < BINGO_BALLS; i += 1) picks.push(await uniformInt(source, BINGO_NUMBERS - i));
  for (let t = 0; t < BINGO_SIMULATED_TICKETS; t += 1) {
    for (let i = 0; i < BINGO_TICKET; i += 1) {
      picks.push(await uniformInt(source, BINGO_NUMBERS - i));
    }
  }
  let at = 0;
  return drawWith(() => picks[at++]!);
}

export function drawBingoSync(next: () => number): number[] {
  return drawWith((n) => uniformIntSync(next, n));
}

/** The balls alone, as drawBingoSync draws them first (simulations of a ticket's return). */
export function drawBingoBallsSync(next: () => number): number[] {
  return partialShuffle(BINGO_BALLS, (n) => uniformIntSync(next, n));
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** P(a given set of `lines` lines is complete within the balls drawn), as a BigInt ratio. */
function allOf(lines: number): [bigint, bigint] {
  const cells = BINGO_LINE * lines;
  return [choose(BINGO_NUMBERS - cells, BINGO_BALLS - cells), choose(BINGO_NUMBERS, BINGO_BALLS)];
}

const SCALE = 10n ** 18n;

/** The chance of each best pattern, exactly (inclusion–exclusion over the three lines). */
export function bingoPatternChances(): Record<Exclude<BingoPattern, 'none'>, number> {
  const [p1, den] = allOf(1);
  const [p2] = allOf(2);
  const [p3] = allOf(3);
  const atLeastOne = 3n * p1 - 3n * p2 + p3;
  const atLeastTwo = 3n * p2 - 2n * p3;
  const ratio = (num: bigint) => Number((num * SCALE) / den) / 1e18;
  return {
    line: ratio(atLeastOne - atLeastTwo),
    twoLines: ratio(atLeastTwo - p3),
    fullHouse: ratio(p3),
  };
}

/** The exact return to player of a ticket (any ticket: every ticket's chances are the same). */
export function bingoExactRtp(): number {
  const chances = bingoPatternChances();
  return (
    chances.line * BINGO_PAYS.line +
    chances.twoLines * BINGO_PAYS.twoLines +
    chances.fullHouse * BINGO_PAYS.fullHouse
  );
}

export const bingoDrawAt = (ms: number): number => Math.floor(ms / BINGO_PERIOD_MS);
export const bingoClosesAt = (drawNo: number): number => (drawNo + 1) * BINGO_PERIOD_MS;
