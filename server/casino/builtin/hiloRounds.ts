// Hi-lo rounds of the built-in provider (domain/casino/hilo.ts): the start takes the stake (the
// wallet's debit, or the demo balance) and shows the first card of the round's chain; each guess
// or cash-out is claimed once (the round's step moves on once, so two requests at once play one)
// and a round that ends is credited through the wallet with its win (0 for a wrong guess). The
// cards not reached stay hidden until the round is over.
import type {
  BuiltinSessionView,
  HiloAnswer,
  HiloRoundView,
} from '../../../domain/casino/builtinGames';
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
import { toSafeInteger } from '../../money/bigints';
import { parseJson, type BuiltinProvider, type Round, type SessionRow } from './builtinProvider';
import {
  requireOfferedStake,
  runningRound,
  steppedDetail,
  type SteppedDetail,
  requireRoundInPlay,
} from './providerRows';
import { openSteppedRound, playStep, steppedAnswer } from './steppedRounds';

/** The round's state and its step (actions played), kept in the round's detail. */
type HiloDetail = SteppedDetail<HiloRound>;

function hiloDetail(round: Round): HiloDetail {
  return steppedDetail<HiloRound>(round, 'hi-lo');
}

export async function hiloSessionView(
  provider: BuiltinProvider,
  sessionId: string,
): Promise<NonNullable<BuiltinSessionView['hilo']>> {
  const open = await runningRound(provider.db, sessionId);
  return {
    maxGuesses: HILO_MAX_GUESSES,
    openRound: open ? await hiloView(provider, open) : null,
  };
}

async function hiloView(provider: BuiltinProvider, round: Round): Promise<HiloRoundView> {
  const { state } = hiloDetail(round);
  const cards = parseJson<number[]>(round.outcome) ?? [];
  const playing = round.status !== 'settled' && state.phase === 'playing';
  return {
    ...(await provider.fairnessOf(round)),
    phase: state.phase,
    cards: hiloShownCards(cards, state),
    guesses: [...state.guesses],
    multiplierX100: hiloMultiplierX100(cards, state.guesses),
    nextX100: playing
      ? {
          higher: hiloNextMultiplierX100(cards, state.guesses, 'higher'),
          lower: hiloNextMultiplierX100(cards, state.guesses, 'lower'),
        }
      : { higher: 0, lower: 0 },
    outcome: state.phase === 'playing' ? [] : cards,
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
  };
}

async function hiloAnswer(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
): Promise<HiloAnswer> {
  return steppedAnswer(provider, session, await hiloView(provider, round));
}

/** Starts a round: the stake taken, the first card shown; one round at a time in a session. */
export async function hiloStart(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
): Promise<HiloAnswer> {
  const session = await provider.requireEngine(sessionId, 'hilo');
  requireOfferedStake(HILO_STAKES.includes(stake));
  const round = await openSteppedRound(provider, session, requestId, stake, async (bytes) => {
    const detail: HiloDetail = { state: startHilo(), step: 0 };
    return { outcome: await drawHilo(bytes), detail };
  });
  return hiloAnswer(provider, session, round);
}

/** A guess or a cash-out; a round that ends is paid (demo at once, real through the wallet). */
export async function hiloAction(
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  action: HiloAction,
): Promise<HiloAnswer> {
  const session = await provider.requireEngine(sessionId, 'hilo');
  const round = await provider.findRound(sessionId, roundId);
  requireRoundInPlay(round);
  const before = hiloDetail(round);
  const cards = parseJson<number[]>(round.outcome) ?? [];
  await playStep(provider, session, round, {
    action,
    step: before.step,
    played: playHilo(before.state, action, cards),
    win: (state) => hiloWin(state, cards, toSafeInteger(round.stake)),
  });
  return hiloAnswer(provider, session, await provider.findRound(sessionId, round.id));
}
