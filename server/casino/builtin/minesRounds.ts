// Mines rounds of the built-in provider (domain/casino/mines.ts): a start request takes the stake
// (the wallet's debit, or the demo balance) and places the mines from the round's bytes; each
// action (open a tile, cash out) is claimed once (the round's step moves on once, so two requests
// at once play one) and a round that ends is credited through the wallet with its win (0 for a
// mine). The mines stay hidden until the round is over. Actions out of order are refused with a
// reason the frame words from the dictionary.
import type {
  BuiltinSessionView,
  MinesAnswer,
  MinesRoundView,
} from '../../../domain/casino/builtinGames';
import {
  MINES_CHOICES,
  MINES_STAKES,
  MINES_TILES,
  drawMines,
  isValidMinesCount,
  minePositions,
  minesMultiplierX100,
  minesWin,
  playMines,
  startMines,
  type MinesAction,
  type MinesRound,
} from '../../../domain/casino/mines';
import { Refusal } from '../../http/refusal';
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
type MinesDetail = SteppedDetail<MinesRound>;

function minesDetail(round: Round): MinesDetail {
  return steppedDetail<MinesRound>(round, 'mines');
}

/** The multipliers a session shows: for each mine count, after 1, 2, … safe tiles. */
export function minesMultipliers(): Record<number, number[]> {
  const table: Record<number, number[]> = {};
  for (const mines of MINES_CHOICES) {
    table[mines] = Array.from({ length: MINES_TILES - mines }, (_, k) =>
      minesMultiplierX100(mines, k + 1),
    );
  }
  return table;
}

/** The mines part of a session's view: rules and the round in play, if any. */
export async function minesSessionView(
  provider: BuiltinProvider,
  sessionId: string,
): Promise<NonNullable<BuiltinSessionView['mines']>> {
  const open = await runningRound(provider.db, sessionId);
  return {
    choices: MINES_CHOICES,
    multipliersX100: minesMultipliers(),
    openRound: open ? await minesView(provider, open) : null,
  };
}

async function minesView(provider: BuiltinProvider, round: Round): Promise<MinesRoundView> {
  const { state } = minesDetail(round);
  const over = round.status === 'settled' || state.phase !== 'playing';
  const shuffle = parseJson<number[]>(round.outcome) ?? [];
  return {
    ...(await provider.fairnessOf(round)),
    mines: state.mines,
    opened: [...state.opened],
    phase: state.phase,
    hit: state.hit,
    multiplierX100: minesMultiplierX100(state.mines, state.opened.length),
    mineTiles: over ? [...minePositions(shuffle, state.mines)].sort((a, b) => a - b) : [],
    outcome: over ? shuffle : [],
    stake: toSafeInteger(round.stake),
    win: toSafeInteger(round.win),
  };
}

async function minesAnswer(
  provider: BuiltinProvider,
  session: SessionRow,
  round: Round,
): Promise<MinesAnswer> {
  return steppedAnswer(provider, session, await minesView(provider, round));
}

/** Starts a round: the stake taken, the mines placed; one round at a time in a session. */
export async function minesStart(
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
  mines: number,
): Promise<MinesAnswer> {
  const session = await provider.requireEngine(sessionId, 'mines');
  requireOfferedStake(MINES_STAKES.includes(stake));
  if (!isValidMinesCount(mines) || !MINES_CHOICES.includes(mines)) {
    throw new Refusal(400, 'invalid_field', 'mines: not one of the counts offered', 'mines');
  }
  const round = await openSteppedRound(provider, session, requestId, stake, async (bytes) => {
    const detail: MinesDetail = { state: startMines(mines), step: 0 };
    return { outcome: await drawMines(bytes), detail };
  });
  return minesAnswer(provider, session, round);
}

/** Opens a tile or cashes out; a round that ends is paid (demo at once, real through the wallet). */
export async function minesAction(
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  action: MinesAction,
  tile: number | undefined,
): Promise<MinesAnswer> {
  const session = await provider.requireEngine(sessionId, 'mines');
  const round = await provider.findRound(sessionId, roundId);
  requireRoundInPlay(round);
  const before = minesDetail(round);
  const shuffle = parseJson<number[]>(round.outcome) ?? [];
  await playStep(provider, session, round, {
    action,
    step: before.step,
    played: playMines(before.state, action, tile, shuffle),
    win: (state) => minesWin(state, toSafeInteger(round.stake)),
  });
  return minesAnswer(provider, session, await provider.findRound(sessionId, round.id));
}
