// House RNG Live Blackjack (SPEC section 2, live casino): blackjack dealt as rounds on the shared
// schedule, as "infinite" blackjack tables deal it. Bets are taken for the window's first part;
// when it closes every seat gets the same first two cards against one dealer hand (up card shown,
// hole card face down); each seat then decides alone (hit, stand, double, split) until the round
// closes, a hand not finished by then standing; the dealer's hand is played out once for the
// whole table and every seat is paid against it.
//
// The rules are House Blackjack's (blackjack.ts: the infinite shoe, the hole card checked under an
// ace or a ten, stand on all 17s, blackjack 3:2, double on any two cards and after a split, one
// split of a pair), not a copy: each seat's hand is played by playBlackjack and paid by
// blackjackReturnUnits. The round's cards are one provably fair sequence (the round's server
// seed, the table's client seed, the round number as nonce) in three parts: the deal (player,
// dealer up, player, dealer hole: dealBlackjack's order), the players' stream (a seat's k-th card
// after the deal is the stream's k-th, the same for every seat, as at an infinite blackjack table)
// and the dealer's stream (the dealer's draws, the same whatever the seats do). Every card is
// uniform and independent, so a seat playing best has exactly House Blackjack's return
// (blackjackExactRtp); standing by default at the timeout can only lower it.
import {
  BLACKJACK_RANKS,
  allowedActions,
  blackjackReturnUnits,
  dealBlackjack,
  handTotal,
  isBlackjack,
  optimalAction,
  playBlackjack,
  type BlackjackAction,
  type BlackjackRank,
  type BlackjackRound,
  type CardSequence,
} from './blackjack';
import type { LiveBlackjackHandView } from './builtinGameViews';
import { uniformInt, type ByteSource } from './fairness';
import type { RoundStep } from './roundStep';
import { BLACKJACK_STAKES } from './tableStakes';

/** A round every 30 s: bets for the first 15 s, then 15 s to decide; the dealer plays at the end. */
export const LIVE_BLACKJACK_PERIOD_MS = 30_000;
export const LIVE_BLACKJACK_BETS_MS = 15_000;

export const LIVE_BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
];

/** The deal: player, dealer up, player, dealer hole. */
const DEAL = 4;
/**
 * The players' stream: a hand adds at least one hard point a card and starts at 2 at least, so it
 * takes at most 19 cards before it reaches 21; two hands after a split and their second cards: 40.
 */
const PLAYER_DRAWS = 40;
/** The dealer's stream: from a hard 2 to 17 at most 15 cards. */
const DEALER_DRAWS = 15;
export const LIVE_BLACKJACK_CARDS = DEAL + PLAYER_DRAWS + DEALER_DRAWS;

/** The round's card sequence from its fair bytes: ranks 1–13, uniform and independent. */
export async function drawLiveBlackjack(source: ByteSource): Promise<number[]> {
  const cards: number[] = [];
  for (let i = 0; i < LIVE_BLACKJACK_CARDS; i += 1) {
    cards.push((await uniformInt(source, BLACKJACK_RANKS)) + 1);
  }
  return cards;
}

/** A seat's bet: one hand at one of House Blackjack's stakes, and the decisions played on it. */
export interface LiveBlackjackBet {
  kind: 'hand';
  /** The original stake (minor units); a double or a split adds as much again. */
  stake: number;
  /** The seat's decisions in order, each checked when made. */
  actions?: BlackjackAction[];
  /** The request id of each decision (a replayed request answers without playing it again). */
  actionIds?: string[];
}

/** Why a seat's bet is refused, or null: one hand at a stake House Blackjack offers. */
export function liveBlackjackBetsProblem(bets: readonly { kind: string; stake: number }[]) {
  if (bets.length !== 1 || bets[0]!.kind !== 'hand') return 'bets: one hand a seat';
  if (!BLACKJACK_STAKES.includes(bets[0]!.stake)) return 'stake: not one of the stakes offered';
  return null;
}

/** The players' cards: the deal's, then the players' stream (the same for every seat). */
const playerCards =
  (outcome: readonly number[]) =>
  (index: number): BlackjackRank =>
    outcome[Math.min(index, DEAL + PLAYER_DRAWS - 1)]!;

/** The dealer's hand played out once for the table: the deal's two, then its own stream. */
export function liveDealerHand(outcome: readonly number[]): BlackjackRank[] {
  const dealer = [outcome[1]!, outcome[3]!];
  if (isBlackjack(dealer)) return dealer;
  for (let k = 0; handTotal(dealer).total < 17 && k < DEALER_DRAWS; k += 1) {
    dealer.push(outcome[DEAL + PLAYER_DRAWS + k]!);
  }
  return dealer;
}

/** A seat's hand with its decisions so far (a decision the hand may not make is an error). */
export function liveBlackjackHand(
  outcome: readonly number[],
  actions: readonly BlackjackAction[],
): BlackjackRound {
  const cards = playerCards(outcome);
  let round = dealBlackjack(cards);
  for (const action of actions) {
    const played = playBlackjack(round, action, cards);
    if (!played.ok) throw new RangeError(`live blackjack: ${action} refused (${played.reason})`);
    round = played.round;
  }
  return round;
}

/** The next decision on a seat's hand, or why it is refused (the hand unchanged). */
export function playLiveBlackjack(
  outcome: readonly number[],
  actions: readonly BlackjackAction[],
  action: BlackjackAction,
): RoundStep<BlackjackRound> {
  return playBlackjack(liveBlackjackHand(outcome, actions), action, playerCards(outcome));
}

/**
 * A seat's hand at the round's close: a hand still in play stands (the timeout), then it is
 * compared with the table's dealer hand.
 */
export function settleLiveBlackjack(
  outcome: readonly number[],
  actions: readonly BlackjackAction[],
): BlackjackRound {
  const stood = playOut(liveBlackjackHand(outcome, actions), playerCards(outcome), () => 'stand');
  return { ...stood, phase: 'settled', dealer: liveDealerHand(outcome) };
}

/** What a seat's bet returns at the close (minor units, the stakes of doubles and splits included). */
export function liveBlackjackWin(bet: LiveBlackjackBet, outcome: readonly number[]): number {
  return Math.floor(
    blackjackReturnUnits(settleLiveBlackjack(outcome, bet.actions ?? [])) * bet.stake,
  );
}

/** The decisions of a simulated seat: the best play (optimalAction) from the deal to the end. */
export function liveBlackjackBestActions(outcome: readonly number[]): BlackjackAction[] {
  const cards = playerCards(outcome);
  const actions: BlackjackAction[] = [];
  playOut(dealBlackjack(cards), cards, optimalAction, (action) => actions.push(action));
  return actions;
}

/**
 * Plays the decisions `choose` makes on the hand while it is the player's turn (each one played
 * is told to `played`), up to the first the hand refuses; the hand as it then stands.
 */
function playOut(
  start: BlackjackRound,
  cards: CardSequence,
  choose: (round: BlackjackRound) => BlackjackAction,
  played?: (action: BlackjackAction) => void,
): BlackjackRound {
  let round = start;
  while (round.phase === 'player') {
    const action = choose(round);
    const next = playBlackjack(round, action, cards);
    if (!next.ok) break;
    played?.(action);
    round = next.round;
  }
  return round;
}

export function liveBlackjackHandView(
  outcome: readonly number[],
  actions: readonly BlackjackAction[],
  closed: boolean,
): LiveBlackjackHandView {
  const round = closed
    ? settleLiveBlackjack(outcome, actions)
    : liveBlackjackHand(outcome, actions);
  const inPlay = !closed && round.phase === 'player';
  // The hole card is checked at the deal: a dealer blackjack is shown at once.
  const shown = closed || isBlackjack(round.dealer);
  return {
    dealer: shown ? [...round.dealer] : [round.dealer[0]!, null],
    hands: round.hands.map((hand) => ({ cards: [...hand.cards], units: hand.units })),
    active: round.active,
    allowed: inPlay ? allowedActions(round) : [],
    phase: closed ? 'settled' : inPlay ? 'player' : 'done',
  };
}
