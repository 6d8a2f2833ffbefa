// Hi-lo of the built-in provider (fast games). Rules (shown on the table):
// - a chain of cards, each drawn provably fair from a full 52-card deck on its own (ace low: ranks
//   A = 1 up to K = 13); the first card is shown when the round starts;
// - the player guesses whether the next card is higher or the same ("higher"), or lower or the
//   same ("lower") than the card shown; a wrong guess ends the round and the stake is lost;
// - after each right guess the player may cash out at the multiplier reached, or guess again, up
//   to HILO_MAX_GUESSES guesses (the last right one cashes out by itself);
// - a guess that comes true with chance q multiplies the chain by 1 / q; the multiplier paid is
//   0.99 × that product, rounded down to hundredths: a 1 % house edge whatever the player guesses
//   and whenever they cash out (a little more where the rounding takes it).
// An action out of order is refused with a reason: a cash-out before a right guess
// (action_not_allowed); anything after the round is over (round_not_in_play).

import { uniformInt, uniformIntSync, type ByteSource } from './fairness';
import { cashOutStep, refusedStep, type RoundStep, type StepRefusal } from './roundStep';

export const HILO_MAX_GUESSES = 20;
/** Cards drawn for a round: the first card and one per guess. */
export const HILO_CARDS = HILO_MAX_GUESSES + 1;
export const HILO_STAKES: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000];
const RANKS = 13;

export type HiloGuess = 'higher' | 'lower';
export type HiloAction = HiloGuess | 'cash_out';
export const HILO_ACTIONS: readonly HiloAction[] = ['higher', 'lower', 'cash_out'];
export type HiloRefusal = StepRefusal;

export interface HiloRound {
  /** The guesses made, in order. */
  guesses: HiloGuess[];
  phase: 'playing' | 'cashed_out' | 'lost';
}

/** A card 0–51: rank (card % 13) + 1 (ace 1 … king 13), suit floor(card / 13). */
export const hiloRank = (card: number): number => (card % RANKS) + 1;
export const hiloSuit = (card: number): number => Math.floor(card / RANKS);

/** Ranks (of 13) that make a guess come true from a card of rank r: r…13, or 1…r. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  return guess === 'higher' ? RANKS + 1 - rank : rank;
}

export function hiloGuessComesTrue(shown: number, next: number, guess: HiloGuess): boolean {
  return guess === 'higher' ? hiloRank(next) >= hiloRank(shown) : hiloRank(next) <= hiloRank(shown);
}

/**
 * The multiplier of a chain of right guesses, in hundredths: floor(99 × Π 13 / winning ranks);
 * a hair is added so a multiple that is whole in exact arithmetic does not fall below.
 */
export function hiloMultiplierX100(
  cards: readonly number[],
  guesses: readonly HiloGuess[],
): number {
  if (guesses.length === 0) return 0;
  let ratio = 1;
  guesses.forEach((guess, i) => {
    ratio *= RANKS / hiloWinningRanks(hiloRank(cards[i]!), guess);
  });
  return Math.floor(99 * ratio + 1e-9);
}

/** The multiplier the next right guess would reach (what the buttons show). */
export function hiloNextMultiplierX100(
  cards: readonly number[],
  guesses: readonly HiloGuess[],
  guess: HiloGuess,
): number {
  return hiloMultiplierX100(cards, [...guesses, guess]);
}

/** The round's chain of cards: each uniform over the 52 of a full deck, independent. */
export async function drawHilo(source: ByteSource): Promise<number[]> {
  const cards: number[] = [];
  for (let i = 0; i < HILO_CARDS; i += 1) cards.push(await uniformInt(source, 52));
  return cards;
}

export function drawHiloSync(next: () => number): number[] {
  return Array.from({ length: HILO_CARDS }, () => uniformIntSync(next, 52));
}

export function startHilo(): HiloRound {
  return { guesses: [], phase: 'playing' };
}

/** Plays one action against the round's cards; refuses one out of order, changing nothing. */
export function playHilo(
  round: HiloRound,
  action: HiloAction,
  cards: readonly number[],
): RoundStep<HiloRound> {
  if (round.phase !== 'playing') return refusedStep('round_not_in_play');
  if (action === 'cash_out')
    return cashOutStep(round.guesses.length, () => ({
      guesses: [...round.guesses],
      phase: 'cashed_out',
    }));
  const at = round.guesses.length;
  const guesses = [...round.guesses, action];
  if (!hiloGuessComesTrue(cards[at]!, cards[at + 1]!, action)) {
    return { ok: true, round: { guesses, phase: 'lost' } };
  }
  return {
    ok: true,
    round: { guesses, phase: guesses.length === HILO_MAX_GUESSES ? 'cashed_out' : 'playing' },
  };
}

/** The cards a round shows: the first, and one more per guess made. */
export function hiloShownCards(cards: readonly number[], round: HiloRound): number[] {
  return cards.slice(0, round.guesses.length + 1);
}

/** What a settled round returns in minor units: stake × the multiplier of its right guesses. */
export function hiloWin(round: HiloRound, cards: readonly number[], stake: number): number {
  if (round.phase !== 'cashed_out') return 0;
  return Math.floor((stake * hiloMultiplierX100(cards, round.guesses)) / 100);
}

/** The likelier guess from a card (higher on a tie at seven: both sides then hold 7 ranks). */
export function hiloLikelierGuess(card: number): HiloGuess {
  return hiloWinningRanks(hiloRank(card), 'higher') >= hiloWinningRanks(hiloRank(card), 'lower')
    ? 'higher'
    : 'lower';
}

/**
 * The exact return to player of a strategy that always takes the likelier guess and cashes out
 * after `guesses` right ones: every chain of ranks enumerated with its chance (each rank 1/13,
 * suits do not matter), paid by the rounded multiplier.
 */
export function hiloExactRtp(guesses: number): number {
  let total = 0;
  const walk = (ranks: number[], chance: number): void => {
    if (ranks.length === guesses + 1) {
      const cards = ranks.map((r) => r - 1);
      const chain = cards.slice(0, guesses).map(hiloLikelierGuess);
      total += (chance * hiloMultiplierX100(cards, chain)) / 100;
      return;
    }
    const shown = ranks[ranks.length - 1]!;
    const guess = hiloLikelierGuess(shown - 1);
    for (let next = 1; next <= RANKS; next += 1) {
      const comesTrue = guess === 'higher' ? next >= shown : next <= shown;
      if (comesTrue) walk([...ranks, next], chance / RANKS);
    }
  };
  for (let first = 1; first <= RANKS; first += 1) walk([first], 1 / RANKS);
  return total;
}
