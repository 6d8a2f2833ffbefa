// Hi-lo rounds of the built-in provider (domain/casino/hilo.ts), played on the stepped path
// (steppedRounds.ts): the start takes the stake (the wallet's debit, or the demo balance) and
// shows the first card of the round's chain; each guess or cash-out is claimed once and a round
// that ends is credited through the wallet with its win (0 for a wrong guess). The cards not
// reached stay hidden until the round is over.
import type { HiloRoundView } from '../../../domain/casino/builtinGames';
import {
  HILO_MAX_GUESSES,
  HILO_STAKES,
  drawHilo,
  hiloMultiplierX100,
  hiloNextMultiplierX100,
  hiloShownCards,
  hiloWin,
  playHilo,
  startHilo,
  type HiloAction,
  type HiloRound,
} from '../../../domain/casino/hilo';
import type { BuiltinProvider } from './builtinProvider';
import { steppedRounds } from './steppedRounds';

/** Hi-lo's rounds: the start shows the first card; a move is a guess or a cash-out. */
export const hilo = steppedRounds<HiloRound, void, HiloAction, HiloRoundView>({
  engine: 'hilo',
  name: 'hi-lo',
  stakes: HILO_STAKES,
  start: startHilo,
  draw: drawHilo,
  view: (state, cards, over) => {
    const playing = state.phase === 'playing';
    return {
      phase: state.phase,
      cards: hiloShownCards(cards, state),
      guesses: [...state.guesses],
      multiplierX100: hiloMultiplierX100(cards, state.guesses),
      nextX100: !over
        ? {
            higher: hiloNextMultiplierX100(cards, state.guesses, 'higher'),
            lower: hiloNextMultiplierX100(cards, state.guesses, 'lower'),
          }
        : { higher: 0, lower: 0 },
      outcome: playing ? [] : cards,
    };
  },
  play: playHilo,
  actionOf: (action) => action,
  win: hiloWin,
});

/** The hi-lo part of a session's view: rules and the round in play, if any. */
export const hiloSessionView = (provider: BuiltinProvider, sessionId: string) =>
  hilo.sessionPart(provider, sessionId, { maxGuesses: HILO_MAX_GUESSES });
