// How each built-in title turns a round's fair bytes into its outcome, and the verification of a
// revealed round (run by the server, the tests and the game frame in the browser alike).

import { findBuiltinGame } from './builtinGames';
import { crashPointX100 } from './crashGame';
import { uniformInt, verifyRound, type FairInput, type RoundBytes } from './fairness';
import type { SlotMachine } from './slotMachine';
import { SLOT_MACHINES } from './slotMachines';

/** A slot's reel stops: one uniform draw per reel over its strip length. */
export async function slotStops(machine: SlotMachine, bytes: RoundBytes): Promise<number[]> {
  const stops: number[] = [];
  for (const strip of machine.strips) stops.push(await uniformInt(bytes, strip.length));
  return stops;
}

/** The outcome rule of a title: slot → reel stops, crash → [crash point × 100]. */
export function builtinOutcomeRule(engineKey: string): (bytes: RoundBytes) => Promise<number[]> {
  const game = findBuiltinGame(engineKey);
  if (!game) throw new RangeError(`unknown built-in game ${engineKey}`);
  if (game.engine === 'crash') return async (bytes) => [await crashPointX100(bytes)];
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
    builtinOutcomeRule(round.engineKey),
  );
  const outcomeMatches =
    outcome.length === round.outcome.length && outcome.every((v, i) => v === round.outcome[i]);
  return { seedMatchesHash, outcome, outcomeMatches, verified: seedMatchesHash && outcomeMatches };
}
