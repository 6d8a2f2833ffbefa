// Punto banco baccarat of the built-in provider. Table rules (shown on the table):
// - cards come from a continuously shuffled shoe: each card is one of the 13 ranks with equal
//   chance, independently of the cards before it (an infinite deck), drawn provably fair; so the
//   return to player below is exact for this table, not an approximation of an 8-deck shoe (whose
//   figures differ by under 0.01 points on player and banker, and 0.24 on tie);
// - an ace counts 1, 2–9 their pips, tens and pictures 0; a hand counts its total modulo 10;
// - player, banker, player, banker are dealt; an 8 or 9 on either side (a natural) ends the deal;
// - the player draws a third card on 0–5 and stands on 6–7;
// - a player who stood leaves the banker to draw on 0–5; otherwise the banker draws by its total
//   and the player's third card: 0–2 always, 3 unless it is an 8, 4 on 2–7, 5 on 4–7, 6 on 6–7,
//   7 never;
// - player pays 1:1, banker 1:1 less 5 % commission (0.95:1), tie 8:1; a tie returns the player
//   and banker stakes.
// The round's outcome is six ranks in order (P1, B1, P2, B2, then the third cards as taken); a
// round uses four to six of them.

import type { BetTableRules, BoardBet } from './betTableTypes';
import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];
/** Cards a round draws: four dealt and two possible third cards. */
export const BACCARAT_SEQUENCE_LENGTH = 6;

/** The baccarat value of a rank (1 ace … 13 king). */
export const baccaratValue = (rank: number): number => (rank >= 10 ? 0 : rank);

export interface BaccaratCoup {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
}

const total = (cards: readonly number[]) =>
  cards.reduce((sum, rank) => sum + baccaratValue(rank), 0) % 10;

/** Whether the banker draws on `banker` points when the player's third card is worth `third`. */
export function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/** Plays the coup from the round's card sequence (ranks 1–13). */
export function playBaccarat(cards: readonly number[]): BaccaratCoup {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (total(player) <= 5) {
      const card = cards[next++]!;
      player.push(card);
      third = baccaratValue(card);
    }
    if (bankerDraws(total(banker), third)) banker.push(cards[next++]!);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** What a bet returns per unit staked, in hundredths (the stake included), for a coup's winner. */
export function baccaratReturnX100(kind: string, winner: BaccaratCoup['winner']): number {
  if (kind === 'tie') return winner === 'tie' ? 900 : 0;
  if (winner === 'tie') return 100;
  if (kind === 'player') return winner === 'player' ? 200 : 0;
  if (kind === 'banker') return winner === 'banker' ? 195 : 0;
  return 0;
}

export async function drawBaccarat(source: ByteSource): Promise<number[]> {
  const cards: number[] = [];
  for (let i = 0; i < BACCARAT_SEQUENCE_LENGTH; i += 1) {
    cards.push((await uniformInt(source, 13)) + 1);
  }
  return cards;
}

export function drawBaccaratSync(next: () => number): number[] {
  return Array.from({ length: BACCARAT_SEQUENCE_LENGTH }, () => uniformIntSync(next, 13) + 1);
}

/** Ranks per card value: value 0 comes from four ranks (10, J, Q, K), values 1–9 from one each. */
const RANKS_OF_VALUE = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];

let outcomeChances: { player: number; banker: number; tie: number } | undefined;

/**
 * The chances of player, banker and tie, by enumeration of every sequence of six card values
 * (10^6), each counted by how many of the 13^6 rank sequences give it: whole counts, divided once,
 * so the figures are exact for the infinite deck (to the last bit of a double).
 */
export function baccaratOutcomeChances(): { player: number; banker: number; tie: number } {
  if (outcomeChances) return outcomeChances;
  const counts = { player: 0, banker: 0, tie: 0 };
  // Ranks standing for each value: 10 for 0, the value itself otherwise.
  const rankOf = (value: number) => (value === 0 ? 10 : value);
  const seq = [0, 0, 0, 0, 0, 0];
  const walk = (at: number, ways: number) => {
    if (at === BACCARAT_SEQUENCE_LENGTH) {
      counts[playBaccarat(seq).winner] += ways;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      seq[at] = rankOf(v);
      walk(at + 1, ways * RANKS_OF_VALUE[v]!);
    }
  };
  walk(0, 1);
  const all = 13 ** BACCARAT_SEQUENCE_LENGTH;
  outcomeChances = {
    player: counts.player / all,
    banker: counts.banker / all,
    tie: counts.tie / all,
  };
  return outcomeChances;
}

export function isBaccaratBet(bet: Pick<BoardBet, 'kind' | 'number'>): boolean {
  return (BACCARAT_BET_KINDS as readonly string[]).includes(bet.kind) && bet.number === undefined;
}

/** The exact return to player of a bet (infinite deck). */
export function baccaratExactRtp(kind: string): number {
  const chances = baccaratOutcomeChances();
  return (
    (chances.player * baccaratReturnX100(kind, 'player') +
      chances.banker * baccaratReturnX100(kind, 'banker') +
      chances.tie * baccaratReturnX100(kind, 'tie')) /
    100
  );
}

export const BACCARAT_RULES: BetTableRules = {
  bets: BACCARAT_BET_KINDS.map((kind) => ({ kind })),
  isOnBoard: isBaccaratBet,
  returnX100: (bet, outcome) => baccaratReturnX100(bet.kind, playBaccarat(outcome).winner),
  draw: drawBaccarat,
  drawSync: drawBaccaratSync,
  exactRtp: (bet) => baccaratExactRtp(bet.kind),
};
