// Blackjack of the built-in provider. Table rules (shown on the table):
// - cards come from a continuously shuffled shoe: each card is one of the 13 ranks with equal
//   chance, independently of the cards before it (an infinite deck), drawn provably fair;
// - the dealer takes a hole card and checks it for blackjack under an ace or a ten (a dealer
//   blackjack takes only the original stakes; a player blackjack against it is a push);
// - the dealer draws to 16 and stands on every 17, soft 17 included;
// - blackjack pays 3:2, every other win 1:1;
// - double down on any first two cards (one more card), also after a split;
// - one split of a pair (cards of the same rank); split aces take one card each, and 21 after a
//   split is not a blackjack.
// The round is a small state machine (deal, hit, stand, double, split); an action out of order is
// refused with a reason. The exact return to player is computed for optimal play (the strategy
// below is derived from the same expectation values), which the infinite deck makes exact.
import { refusedStep, type RoundStep, type StepRefusal } from './roundStep';

/** A card's rank: 1 ace, 2–10, 11 jack, 12 queen, 13 king. */
export type BlackjackRank = number;
export const BLACKJACK_RANKS = 13;

/** Points of a rank (ace 1; counted 11 where that does not bust: see handTotal). */
export const rankPoints = (rank: BlackjackRank): number => Math.min(rank, 10);

export interface HandTotal {
  total: number;
  soft: boolean;
}

export function handTotal(cards: readonly BlackjackRank[]): HandTotal {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += rankPoints(card);
    if (card === 1) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export const isBlackjack = (cards: readonly BlackjackRank[]): boolean =>
  cards.length === 2 && handTotal(cards).total === 21;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** Why an action is refused: no round in play, or a move the hand may not make now. */
export type BlackjackRefusal = StepRefusal;

export interface BlackjackHand {
  cards: BlackjackRank[];
  /** 1, or 2 once doubled: units of the original stake at risk on this hand. */
  units: 1 | 2;
  fromSplit: boolean;
  done: boolean;
}

export interface BlackjackRound {
  phase: 'player' | 'settled';
  dealer: BlackjackRank[];
  hands: BlackjackHand[];
  active: number;
  /** Cards taken from the round's card sequence so far. */
  dealt: number;
}

/** The round's cards in order; the server fills it from the round's provably fair bytes. */
export type CardSequence = (index: number) => BlackjackRank;

/**
 * Deals a round: player, dealer (up), player, dealer (hole). A blackjack on either side settles
 * the round at once.
 */
export function dealBlackjack(cards: CardSequence): BlackjackRound {
  const round: BlackjackRound = {
    phase: 'player',
    dealer: [cards(1), cards(3)],
    hands: [{ cards: [cards(0), cards(2)], units: 1, fromSplit: false, done: false }],
    active: 0,
    dealt: 4,
  };
  if (isBlackjack(round.dealer) || isBlackjack(round.hands[0]!.cards)) {
    round.hands[0]!.done = true;
    round.phase = 'settled';
  }
  return round;
}

/** The actions the active hand may take now (none once settled). */
export function allowedActions(round: BlackjackRound): BlackjackAction[] {
  if (round.phase !== 'player') return [];
  const hand = round.hands[round.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (round.hands.length === 1 && hand.cards[0] === hand.cards[1]) actions.push('split');
  }
  return actions;
}

function finishHand(round: BlackjackRound, cards: CardSequence): void {
  round.hands[round.active]!.done = true;
  const next = round.hands.findIndex((h) => !h.done);
  if (next >= 0) {
    round.active = next;
    return;
  }
  // The dealer plays only when a hand is still standing (not bust).
  if (round.hands.some((h) => handTotal(h.cards).total <= 21)) {
    while (handTotal(round.dealer).total < 17) round.dealer.push(cards(round.dealt++));
  }
  round.phase = 'settled';
}

/** Plays one action; refuses one out of order. Does not change `round` on a refusal. */
export function playBlackjack(
  round: BlackjackRound,
  action: BlackjackAction,
  cards: CardSequence,
): RoundStep<BlackjackRound> {
  if (round.phase !== 'player') return refusedStep('round_not_in_play');
  if (!allowedActions(round).includes(action)) return refusedStep('action_not_allowed');
  const next: BlackjackRound = structuredClone(round);
  const hand = next.hands[next.active]!;
  switch (action) {
    case 'stand':
      finishHand(next, cards);
      break;
    case 'hit':
      hand.cards.push(cards(next.dealt++));
      if (handTotal(hand.cards).total >= 21) finishHand(next, cards);
      break;
    case 'double':
      hand.units = 2;
      hand.cards.push(cards(next.dealt++));
      finishHand(next, cards);
      break;
    case 'split': {
      const [first, second] = hand.cards as [number, number];
      const aces = first === 1;
      next.hands = [
        { cards: [first, cards(next.dealt++)], units: 1, fromSplit: true, done: aces },
        { cards: [second, cards(next.dealt++)], units: 1, fromSplit: true, done: aces },
      ];
      next.active = 0;
      if (aces) {
        next.active = 1;
        finishHand(next, cards);
      } else if (handTotal(next.hands[0]!.cards).total === 21) {
        finishHand(next, cards);
      }
      break;
    }
  }
  return { ok: true, round: next };
}

/**
 * What a settled round returns, in units of the original stake, the stakes included: a player
 * blackjack 2.5 (a push against a dealer blackjack: 1); each hand 2 × its units when it wins,
 * its units back on a push, nothing when it loses or busts.
 */
export function blackjackReturnUnits(round: BlackjackRound): number {
  const dealer = handTotal(round.dealer).total;
  const dealerBlackjack = isBlackjack(round.dealer);
  const first = round.hands[0]!;
  if (round.hands.length === 1 && isBlackjack(first.cards) && !first.fromSplit) {
    return dealerBlackjack ? 1 : 2.5;
  }
  if (dealerBlackjack) return 0;
  let returned = 0;
  for (const hand of round.hands) {
    const total = handTotal(hand.cards).total;
    if (total > 21) continue;
    if (dealer > 21 || total > dealer) returned += 2 * hand.units;
    else if (total === dealer) returned += hand.units;
  }
  return returned;
}

/** The stakes of a round, in units of the original stake (doubles and a split add to it). */
export function blackjackStakedUnits(round: BlackjackRound): number {
  return round.hands.reduce((units, hand) => units + hand.units, 0);
}

/**
 * A settled round's result per unit of original stake, as the return to player counts it:
 * 1 + (returned − staked) (a won double counts 1 + 2, a lost split −1 a hand).
 */
export function blackjackRoundReturn(round: BlackjackRound): number {
  return 1 + blackjackReturnUnits(round) - blackjackStakedUnits(round);
}

// ---- Exact expectation (infinite deck) and the optimal strategy derived from it ----

const P_RANK = 1 / BLACKJACK_RANKS;
/** Points 1–10 with their chance (10 covers ten, jack, queen and king). */
const POINTS: readonly (readonly [number, number])[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
  (p) => [p, p === 10 ? 4 * P_RANK : P_RANK] as const,
);

function addPoints(state: HandTotal, points: number): HandTotal {
  let total = state.total + points;
  let soft = state.soft;
  if (points === 1 && total + 10 <= 21) {
    total += 10;
    soft = true;
  }
  if (total > 21 && soft) {
    total -= 10;
    soft = false;
  }
  return { total, soft };
}

/**
 * The dealer's final totals (17–21, 22 for bust) for an up card's points, given no dealer
 * blackjack (the hole card is checked first).
 */
function dealerFinals(up: number): Map<number, number> {
  const finals = new Map<number, number>();
  const play = (state: HandTotal, chance: number) => {
    if (state.total >= 17) {
      const key = state.total > 21 ? 22 : state.total;
      finals.set(key, (finals.get(key) ?? 0) + chance);
      return;
    }
    for (const [points, p] of POINTS) play(addPoints(state, points), chance * p);
  };
  const upState = addPoints({ total: 0, soft: false }, up);
  let excluded = 0;
  if (up === 1) excluded = 4 * P_RANK;
  if (up === 10) excluded = P_RANK;
  for (const [points, p] of POINTS) {
    if ((up === 1 && points === 10) || (up === 10 && points === 1)) continue;
    play(addPoints(upState, points), p / (1 - excluded));
  }
  return finals;
}

const DEALER = new Map([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((up) => [up, dealerFinals(up)]));

function standValue(total: number, up: number): number {
  if (total > 21) return -1;
  let value = 0;
  for (const [dealer, p] of DEALER.get(up)!) {
    if (dealer > 21 || total > dealer) value += p;
    else if (total < dealer) value -= p;
  }
  return value;
}

const memo = new Map<string, number>();

/** The best value of a hand that may hit or stand (and double when `mayDouble`). */
function bestValue(state: HandTotal, up: number, mayDouble: boolean): number {
  return decide(state, up, mayDouble).value;
}

function hitValue(state: HandTotal, up: number): number {
  const key = `${state.total}:${state.soft}:${up}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let value = 0;
  for (const [points, p] of POINTS) {
    const next = addPoints(state, points);
    value += p * (next.total > 21 ? -1 : bestValue(next, up, false));
  }
  memo.set(key, value);
  return value;
}

function doubleValue(state: HandTotal, up: number): number {
  let value = 0;
  for (const [points, p] of POINTS) value += p * 2 * standValue(addPoints(state, points).total, up);
  return value;
}

function decide(
  state: HandTotal,
  up: number,
  mayDouble: boolean,
): { action: 'hit' | 'stand' | 'double'; value: number } {
  if (state.total >= 21) return { action: 'stand', value: standValue(state.total, up) };
  let best: { action: 'hit' | 'stand' | 'double'; value: number } = {
    action: 'stand',
    value: standValue(state.total, up),
  };
  const hit = hitValue(state, up);
  if (hit > best.value) best = { action: 'hit', value: hit };
  if (mayDouble) {
    const double = doubleValue(state, up);
    if (double > best.value) best = { action: 'double', value: double };
  }
  return best;
}

/** The value of one hand after a split of `points`, given no dealer blackjack. */
function splitHandValue(points: number, up: number): number {
  let value = 0;
  for (const [second, p] of POINTS) {
    const state = addPoints(addPoints({ total: 0, soft: false }, points), second);
    value += p * (points === 1 ? standValue(state.total, up) : bestValue(state, up, true));
  }
  return value;
}

/**
 * The optimal action for the active hand (what the simulation and the table's hint play): the
 * action of greatest expectation among those allowed.
 */
export function optimalAction(round: BlackjackRound): BlackjackAction {
  const allowed = allowedActions(round);
  const hand = round.hands[round.active]!;
  const up = rankPoints(round.dealer[0]!);
  const state = handTotal(hand.cards);
  const best = decide(state, up, allowed.includes('double'));
  if (allowed.includes('split')) {
    const split = 2 * splitHandValue(rankPoints(hand.cards[0]!), up);
    if (split > best.value) return 'split';
  }
  return best.action;
}

/**
 * The exact return to player under optimal play, per unit of original stake: the expectation
 * over every up card, hole card check and first two player cards.
 */
export function blackjackExactRtp(): number {
  let ev = 0;
  for (const [up, pUp] of POINTS) {
    const pDealerBlackjack = up === 1 ? 4 * P_RANK : up === 10 ? P_RANK : 0;
    for (const [a, pa] of POINTS) {
      for (const [b, pb] of POINTS) {
        const chance = pUp * pa * pb;
        const playerBlackjack = (a === 1 && b === 10) || (a === 10 && b === 1);
        // Against a dealer blackjack: a push with a player blackjack, else the stake is lost.
        ev += chance * pDealerBlackjack * (playerBlackjack ? 0 : -1);
        let value: number;
        if (playerBlackjack) value = 1.5;
        else {
          const state = addPoints(addPoints({ total: 0, soft: false }, a), b);
          value = bestValue(state, up, true);
          // A pair of equal points splits only when the ranks match: tens are 4 ranks.
          if (a === b) {
            const sameRank = a === 10 ? 1 / 4 : 1;
            const split = 2 * splitHandValue(a, up);
            value = sameRank * Math.max(value, split) + (1 - sameRank) * value;
          }
        }
        ev += chance * (1 - pDealerBlackjack) * value;
      }
    }
  }
  return 1 + ev;
}
