// Caribbean Stud poker against the dealer (SPEC section 2, the poker section) of the built-in
// provider. Rules (shown on the table):
// - each hand is dealt from one fresh 52-card deck shuffled provably fair: the round's bytes draw
//   the first ten cards of the shuffle (the same draw as video poker, videoPoker.ts); cards 0–4
//   are the player's, 5–9 the dealer's, of which only the first is shown until the player acts;
// - the player stakes an ante, sees five cards and either folds (the ante is lost) or calls,
//   staking twice the ante more;
// - the dealer qualifies with ace-king high or better. A dealer who does not qualify pays the
//   ante 1:1 and returns the call; a qualifying dealer is compared with the player (poker ranks,
//   kickers, no suit order): the player who wins is paid the ante 1:1 and the call by the
//   paytable below; a tie returns both; a dealer who wins takes both;
// - the call paytable (to 1): royal flush 100, straight flush 50, four of a kind 20, full house 7,
//   flush 5, straight 4, three of a kind 3, two pair 2, one pair or less 1. No progressive side
//   bet.
// Return to player (per ante, the usual measure of this game): 94.78 % with optimal play, the
// published figure (a house edge of 5.224 % of the ante). Computing it exactly takes every
// player hand against every dealer hand of the remaining 47 cards (about 4·10^12 pairs) and is not
// repeated here; the bench measures the reference strategy (`studReferenceCall`: call with a pair
// or better or with ace-king high, fold otherwise) by simulation with its confidence interval.
// What is exact here is the dealer's chance to qualify, 1,463,700 / 2,598,960 (56.32 %), which
// the tests and the bench confirm. The customer's own decisions are theirs.
// An action out of order is refused: a call or fold of a round already decided (round_not_in_play).

import { cardRank, cardSuit, MADE_HANDS } from './videoPoker';

export { drawVideoPoker as drawStud, drawVideoPokerSync as drawStudSync } from './videoPoker';

/** Antes offered, in minor units (the call is twice the ante). */
export const STUD_ANTES: readonly number[] = [100, 200, 500, 1_000, 2_000];
/** The published return to player of optimal play, per ante, in percent. */
export const STUD_OPTIMAL_RTP_PERCENT = 94.78;

export const STUD_HANDS = [...MADE_HANDS, 'one_pair', 'high_card'] as const;
export type StudHand = (typeof STUD_HANDS)[number];

/** The call's paytable, to 1 (the call returned besides). */
export const STUD_CALL_PAYS: Readonly<Record<StudHand, number>> = {
  royal_flush: 100,
  straight_flush: 50,
  four_of_a_kind: 20,
  full_house: 7,
  flush: 5,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  one_pair: 1,
  high_card: 1,
};

/** Category of each hand in the score (higher beats lower). */
const CATEGORY: Readonly<Record<StudHand, number>> = {
  high_card: 0,
  one_pair: 1,
  two_pair: 2,
  three_of_a_kind: 3,
  straight: 4,
  flush: 5,
  full_house: 6,
  four_of_a_kind: 7,
  straight_flush: 8,
  royal_flush: 8,
};

export interface StudHandValue {
  hand: StudHand;
  /** Comparable: the category, then the ranks in order of importance (base 15). */
  score: number;
}

/** The hand five cards make and its score for the showdown. */
export function studHandValue(cards: readonly number[]): StudHandValue {
  const counts = new Uint8Array(15);
  let flush = true;
  const suit = cardSuit(cards[0]!);
  for (const c of cards) {
    counts[cardRank(c)]! += 1;
    if (cardSuit(c) !== suit) flush = false;
  }
  // Ranks by (count, rank) descending: the order in which they decide a tie.
  const ordered: number[] = [];
  for (let n = 4; n >= 1; n -= 1) {
    for (let r = 14; r >= 2; r -= 1) if (counts[r] === n) ordered.push(r);
  }
  const top = counts[ordered[0]!]!;
  const second = ordered.length > 1 ? counts[ordered[1]!]! : 0;
  let straight = false;
  if (ordered.length === 5) {
    if (ordered[0]! - ordered[4]! === 4) straight = true;
    else if (ordered[0] === 14 && ordered[1] === 5) {
      // The wheel (A-5-4-3-2): the ace plays low.
      straight = true;
      ordered.shift();
      ordered.push(1);
    }
  }
  let hand: StudHand;
  if (straight && flush) hand = ordered[0] === 14 ? 'royal_flush' : 'straight_flush';
  else if (top === 4) hand = 'four_of_a_kind';
  else if (top === 3 && second === 2) hand = 'full_house';
  else if (flush) hand = 'flush';
  else if (straight) hand = 'straight';
  else if (top === 3) hand = 'three_of_a_kind';
  else if (top === 2 && second === 2) hand = 'two_pair';
  else if (top === 2) hand = 'one_pair';
  else hand = 'high_card';
  let score = CATEGORY[hand];
  for (let i = 0; i < 5; i += 1) score = score * 15 + (ordered[i] ?? 0);
  return { hand, score };
}

/** The dealer qualifies with ace-king high or better. */
export function dealerQualifies(dealer: StudHandValue, cards: readonly number[]): boolean {
  if (dealer.hand !== 'high_card') return true;
  let ace = false;
  let king = false;
  for (const c of cards) {
    if (cardRank(c) === 14) ace = true;
    else if (cardRank(c) === 13) king = true;
  }
  return ace && king;
}

export type StudResult = 'folded' | 'dealer_not_qualified' | 'player_wins' | 'dealer_wins' | 'tie';

export interface StudSettlement {
  result: StudResult;
  playerHand: StudHand;
  dealerHand: StudHand;
  /** Staked in all: the ante, plus twice it on a call. */
  staked: number;
  /** Returned in all, stakes included. */
  win: number;
}

/** Settles a hand: `cards` the round's ten (player 0–4, dealer 5–9), `called` the decision. */
export function settleStud(
  cards: readonly number[],
  called: boolean,
  ante: number,
): StudSettlement {
  const playerCards = cards.slice(0, 5);
  const dealerCards = cards.slice(5, 10);
  const player = studHandValue(playerCards);
  const dealer = studHandValue(dealerCards);
  const base = { playerHand: player.hand, dealerHand: dealer.hand };
  if (!called) return { ...base, result: 'folded', staked: ante, win: 0 };
  const call = 2 * ante;
  const staked = ante + call;
  if (!dealerQualifies(dealer, dealerCards)) {
    return { ...base, result: 'dealer_not_qualified', staked, win: 2 * ante + call };
  }
  if (player.score > dealer.score) {
    const win = 2 * ante + call * (1 + STUD_CALL_PAYS[player.hand]);
    return { ...base, result: 'player_wins', staked, win };
  }
  if (player.score === dealer.score) return { ...base, result: 'tie', staked, win: staked };
  return { ...base, result: 'dealer_wins', staked, win: 0 };
}

/**
 * The reference strategy the bench measures (not optimal, and not imposed: the customer decides):
 * call with a pair or better, or with ace-king high; fold otherwise.
 */
export function studReferenceCall(playerCards: readonly number[]): boolean {
  return dealerQualifies(studHandValue(playerCards), playerCards);
}

/** Five-card hands that qualify a dealer: all but high card, plus ace-king high (167,280). */
export const STUD_QUALIFYING_HANDS = 1_463_700;
/** The exact chance that the dealer qualifies: 1,463,700 / 2,598,960. */
export const studDealerQualifyChance = (): number => STUD_QUALIFYING_HANDS / 2_598_960;
