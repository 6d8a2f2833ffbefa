// How each built-in title turns a round's fair bytes into its outcome, and the verification of a
// revealed round (run by the server, the tests and the game frame in the browser alike).

import { findBuiltinGame } from './builtinGames';
import { BET_TABLE_RULES, isBetTableEngine } from './betTables';
import { BLACKJACK_RANKS } from './blackjack';
import { crashPointX100 } from './crashGame';
import { drawKeno } from './keno';
import { drawHilo } from './hilo';
import { drawMines } from './mines';
import { drawScratch } from './scratchCards';
import { drawFishing } from './fishing';
import { drawTower } from './tower';
import { drawVideoPoker } from './videoPoker';
import { drawWheel } from './moneyWheel';
import { drawBingo } from './bingo';
import { playFootball } from './virtualFootball';
import { drawRoulettePocket } from './roulette';
import { drawLiveTable, isLiveTable } from './liveTables';
import { uniformInt, verifyRound, type FairInput, type RoundBytes } from './fairness';
import type { SlotMachine } from './slotMachine';
import { SLOT_MACHINES } from './slotMachines';

/** A slot's reel stops: one uniform draw per reel over its strip length. */
export async function slotStops(machine: SlotMachine, bytes: RoundBytes): Promise<number[]> {
  const stops: number[] = [];
  for (const strip of machine.strips) stops.push(await uniformInt(bytes, strip.length));
  return stops;
}

/**
 * Cards a blackjack round can take from its sequence: a hand stops at 21, so one takes at most 16
 * cards (twos to a hard 12, then aces), the dealer at most 11; two hands after a split and the
 * dealer stay below 52.
 */
export const BLACKJACK_SEQUENCE_LENGTH = 52;

/** A blackjack round's card sequence: ranks 1–13, each uniform and independent (infinite deck). */
export async function blackjackCards(bytes: RoundBytes): Promise<number[]> {
  const cards: number[] = [];
  for (let i = 0; i < BLACKJACK_SEQUENCE_LENGTH; i += 1) {
    cards.push((await uniformInt(bytes, BLACKJACK_RANKS)) + 1);
  }
  return cards;
}

/**
 * The outcome rule of a title: slot → reel stops, crash → [crash point × 100], roulette →
 * [pocket], keno → the 20 numbers drawn in order, blackjack → the round's card sequence; the
 * bet tables (baccarat, dragon tiger, sic bo, dice) by their rules' draw (betTables.ts); mines
 * → the shuffle of the 25 tiles (the mines its first entries); video poker and Caribbean Stud → the ten cards;
 * hi-lo → the chain of cards; the money wheel → [segment] (a draw's, shared); bingo → a draw's balls
 * and its simulated tickets' wins; virtual football → a match's [home goals, away goals] (its
 * fixture by the nonce, the match number); scratch cards → [prize symbol, the nine cells]; fishing → [draw 0–999,999];
 * the tower → the trap door of each floor; the live tables → roulette's [pocket], baccarat's
 * six cards (a round's, shared).
 */
export function builtinOutcomeRule(
  engineKey: string,
  nonce = 0,
): (bytes: RoundBytes) => Promise<number[]> {
  const game = findBuiltinGame(engineKey);
  if (!game) throw new RangeError(`unknown built-in game ${engineKey}`);
  if (game.engine === 'crash') return async (bytes) => [await crashPointX100(bytes)];
  if (game.engine === 'roulette') return async (bytes) => [await drawRoulettePocket(bytes)];
  if (game.engine === 'keno') return (bytes) => drawKeno(bytes);
  if (game.engine === 'blackjack') return (bytes) => blackjackCards(bytes);
  if (game.engine === 'mines') return (bytes) => drawMines(bytes);
  if (game.engine === 'video-poker' || game.engine === 'caribbean-stud') {
    return (bytes) => drawVideoPoker(bytes);
  }
  if (game.engine === 'hilo') return (bytes) => drawHilo(bytes);
  if (game.engine === 'money-wheel') return (bytes) => drawWheel(bytes);
  if (game.engine === 'bingo') return (bytes) => drawBingo(bytes);
  if (game.engine === 'virtual-football') return (bytes) => playFootball(bytes, nonce);
  if (game.engine === 'scratch') return (bytes) => drawScratch(bytes);
  if (game.engine === 'fishing') return (bytes) => drawFishing(bytes);
  if (game.engine === 'tower') return (bytes) => drawTower(bytes);
  if (isLiveTable(game.engine)) {
    const table = game.engine;
    return (bytes) => drawLiveTable(table, bytes);
  }
  if (isBetTableEngine(game.engine)) {
    const rules = BET_TABLE_RULES[game.engine];
    return (bytes) => rules.draw(bytes);
  }
  const machine = SLOT_MACHINES[engineKey];
  if (!machine) throw new RangeError(`no slot machine for ${engineKey}`);
  return (bytes) => slotStops(machine, bytes);
}

export interface BuiltinRoundCheck {
  seedMatchesHash: boolean;
  outcome: number[];
  /** The recomputed outcome is the one the round recorded. */
  outcomeMatches: boolean;
  /** Both: the round was fair. */
  verified: boolean;
}

/** Verifies a revealed round of a built-in title against what it recorded. */
export async function verifyBuiltinRound(
  round: FairInput & { engineKey: string; serverSeedHash: string; outcome: readonly number[] },
): Promise<BuiltinRoundCheck> {
  const { seedMatchesHash, outcome } = await verifyRound(
    round,
    builtinOutcomeRule(round.engineKey, round.nonce),
  );
  // A blackjack round shows the cards it took: the start of its sequence.
  const prefix = findBuiltinGame(round.engineKey)?.engine === 'blackjack';
  const outcomeMatches =
    (prefix
      ? round.outcome.length >= 4 && round.outcome.length <= outcome.length
      : outcome.length === round.outcome.length) && round.outcome.every((v, i) => v === outcome[i]);
  return { seedMatchesHash, outcome, outcomeMatches, verified: seedMatchesHash && outcomeMatches };
}
