// One step of a built-in round decided move by move (blackjack, hi-lo, tower, mines): the round
// after the step, or why the step is refused, the round unchanged.

/** Why a step is refused: no round in play, or a move the round may not take now. */
export type StepRefusal = 'round_not_in_play' | 'action_not_allowed';

export type RoundStep<R> = { ok: true; round: R } | { ok: false; reason: StepRefusal };

export function refusedStep(reason: StepRefusal): { ok: false; reason: StepRefusal } {
  return { ok: false, reason };
}

/**
 * A cash-out in a game of rising multipliers (hi-lo, tower, mines): refused before the first
 * move, since there is nothing to take yet; after it, the round ends where it stands.
 */
export function cashOutStep<R>(movesMade: number, cashedOut: () => R): RoundStep<R> {
  return movesMade === 0 ? refusedStep('action_not_allowed') : { ok: true, round: cashedOut() };
}
