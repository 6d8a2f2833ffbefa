// Jacks or Better video poker (the 9/6 paytable) of the built-in provider. Rules (shown on the
// table):
// - each hand is dealt from one fresh 52-card deck, shuffled provably fair: the round's bytes
//   draw the first ten cards of the shuffle; the first five are dealt, the other five replace the
//   cards the player does not hold, in order;
// - the player holds any of the five and draws once; the final hand pays by the paytable, in
//   units of the stake, the stake included ("for 1"): royal flush 800, straight flush 50, four of
//   a kind 25, full house 9, flush 6, straight 4, three of a kind 3, two pair 2, a pair of jacks
//   or better 1; anything else nothing;
// - the return to player depends on the player's holds: 99.54 % with optimal play for this
//   paytable (the published figure for 9/6 Jacks or Better with the 800 royal; its exact
//   computation takes every hold of every deal and is not repeated here). What is computed
//   exactly here is the return of the deal alone (holding all five), from the counts of each hand
//   among the 2,598,960, which the tests confirm by simulation of deals and by the evaluator; the
//   bench measures a simple strategy (simpleHold) with its confidence interval.
// An action out of order is refused: a draw of a round already drawn (round_not_in_play).

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';

export const VIDEO_POKER_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
/** The published return to player of 9/6 Jacks or Better with optimal play, in percent. */
export const VIDEO_POKER_OPTIMAL_RTP_PERCENT = 99.54;
const DEALT = 10;

/** The five-card hands from two pair up, best first: video poker and stud both rank these. */
export const MADE_HANDS = [
  'royal_flush',
  'straight_flush',
  'four_of_a_kind',
  'full_house',
  'flush',
  'straight',
  'three_of_a_kind',
  'two_pair',
] as const;

export const POKER_HANDS = [...MADE_HANDS, 'jacks_or_better', 'nothing'] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/** What each hand returns per unit staked, the stake included. */
export const VIDEO_POKER_PAYS: Readonly<Record<PokerHand, number>> = {
  royal_flush: 800,
  straight_flush: 50,
  four_of_a_kind: 25,
  full_house: 9,
  flush: 6,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  jacks_or_better: 1,
  nothing: 0,
};

/** A card is 0–51: rank (card % 13) + 2, so 2 … 14 (ace); suit floor(card / 13). */
export const cardRank = (card: number): number => (card % 13) + 2;
export const cardSuit = (card: number): number => Math.floor(card / 13);

/** The hand five cards make. */
export function evaluatePoker(cards: readonly number[]): PokerHand {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(cardRank(c), (counts.get(cardRank(c)) ?? 0) + 1);
  const groups = [...counts.values()].sort((a, b) => b - a);
  const flush = cards.every((c) => cardSuit(c) === cardSuit(cards[0]!));
  const ranks = [...counts.keys()].sort((a, b) => a - b);
  const wheel = ranks.join() === '2,3,4,5,14';
  const straight = ranks.length === 5 && (ranks[4]! - ranks[0]! === 4 || wheel);
  if (straight && flush) return ranks[0] === 10 ? 'royal_flush' : 'straight_flush';
  if (groups[0] === 4) return 'four_of_a_kind';
  if (groups[0] === 3 && groups[1] === 2) return 'full_house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'three_of_a_kind';
  if (groups[0] === 2 && groups[1] === 2) return 'two_pair';
  if (groups[0] === 2) {
    const pair = [...counts].find(([, n]) => n === 2)![0];
    return pair >= 11 ? 'jacks_or_better' : 'nothing';
  }
  return 'nothing';
}

function shuffleWith(pick: (n: number) => number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < DEALT; i += 1) {
    const j = i + pick(52 - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, DEALT);
}

/** The round's ten cards: five dealt, then the five replacements in order. */
export async function drawVideoPoker(source: ByteSource): Promise<number[]> {
  const picks: number[] = [];
  for (let i = 0; i < DEALT; i += 1) picks.push(await uniformInt(source, 52 - i));
  let at = 0;
  return shuffleWith(() => picks[at++]!);
}

export function drawVideoPokerSync(next: () => number): number[] {
  return shuffleWith((n) => uniformIntSync(next, n));
}

/** The final hand: held cards stay, the others are replaced by cards 5, 6, … in order. */
export function drawHand(cards: readonly number[], held: readonly boolean[]): number[] {
  let next = 5;
  return cards.slice(0, 5).map((card, i) => (held[i] ? card : cards[next++]!));
}

/** Whether a hold is five true/false flags. */
export const isValidHold = (held: readonly unknown[]): held is boolean[] =>
  held.length === 5 && held.every((h) => typeof h === 'boolean');

export function videoPokerWin(hand: PokerHand, stake: number): number {
  return stake * VIDEO_POKER_PAYS[hand];
}

/**
 * How many of the C(52, 5) = 2,598,960 five-card hands make each paying hand (the standard
 * counts: e.g. a pair of jacks or better is 4 ranks × C(4,2) × C(12,3) × 4³).
 */
export const POKER_HAND_COUNTS: Readonly<Record<Exclude<PokerHand, 'nothing'>, number>> = {
  royal_flush: 4,
  straight_flush: 36,
  four_of_a_kind: 624,
  full_house: 3_744,
  flush: 5_108,
  straight: 10_200,
  three_of_a_kind: 54_912,
  two_pair: 123_552,
  jacks_or_better: 337_920,
};
export const FIVE_CARD_HANDS = 2_598_960;

/** The exact return of the deal alone (holding all five): 875,504 / 2,598,960 = 33.6867 %. */
export function videoPokerDealOnlyRtp(): number {
  let returned = 0;
  for (const [hand, count] of Object.entries(POKER_HAND_COUNTS)) {
    returned += count * VIDEO_POKER_PAYS[hand as PokerHand];
  }
  return returned / FIVE_CARD_HANDS;
}

/**
 * A simple strategy (what the bench measures; not optimal): keep any paying hand whole but a
 * bare high pair, two pair or trips (keep those cards); else four to a flush; else any pair;
 * else the jacks, queens, kings and aces; else draw five.
 */
export function simpleHold(cards: readonly number[]): boolean[] {
  const five = cards.slice(0, 5);
  const hand = evaluatePoker(five);
  if (
    ['royal_flush', 'straight_flush', 'four_of_a_kind', 'full_house', 'flush', 'straight'].includes(
      hand,
    )
  ) {
    return [true, true, true, true, true];
  }
  const counts = new Map<number, number>();
  for (const c of five) counts.set(cardRank(c), (counts.get(cardRank(c)) ?? 0) + 1);
  if ([...counts.values()].some((n) => n >= 2)) {
    return five.map((c) => (counts.get(cardRank(c)) ?? 0) >= 2);
  }
  for (let suit = 0; suit < 4; suit += 1) {
    if (five.filter((c) => cardSuit(c) === suit).length === 4) {
      return five.map((c) => cardSuit(c) === suit);
    }
  }
  return five.map((c) => cardRank(c) >= 11);
}
