// Mines rounds of the built-in provider (domain/casino/mines.ts), played on the stepped path
// (steppedRounds.ts): a start request takes the stake (the wallet's debit, or the demo balance)
// and places the mines from the round's bytes; each action (open a tile, cash out) is claimed once
// and a round that ends is credited through the wallet with its win (0 for a mine). The mines
// stay hidden until the round is over. Actions out of order are refused with a reason the frame
// words from the dictionary.
import type { MinesAnswer, MinesRoundView } from '../../../domain/casino/builtinGames';
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
import type { BuiltinProvider } from './builtinProvider';
import { steppedRounds } from './steppedRounds';

type MinesMove = { action: MinesAction; tile: number | undefined };

const mines = steppedRounds<MinesRound, number, MinesMove, MinesRoundView>({
  engine: 'mines',
  name: 'mines',
  stakes: MINES_STAKES,
  start: (count) => {
    if (!isValidMinesCount(count) || !MINES_CHOICES.includes(count)) {
      throw new Refusal(400, 'invalid_field', 'mines: not one of the counts offered', 'mines');
    }
    return startMines(count);
  },
  draw: drawMines,
  view: (state, shuffle, over) => ({
    mines: state.mines,
    opened: [...state.opened],
    phase: state.phase,
    hit: state.hit,
    multiplierX100: minesMultiplierX100(state.mines, state.opened.length),
    mineTiles: over ? [...minePositions(shuffle, state.mines)].sort((a, b) => a - b) : [],
    outcome: over ? shuffle : [],
  }),
  play: (state, move, shuffle) => playMines(state, move.action, move.tile, shuffle),
  actionOf: (move) => move.action,
  win: (state, _shuffle, stake) => minesWin(state, stake),
});

/** The multipliers a session shows: for each mine count, after 1, 2, … safe tiles. */
export function minesMultipliers(): Record<number, number[]> {
  const table: Record<number, number[]> = {};
  for (const count of MINES_CHOICES) {
    table[count] = Array.from({ length: MINES_TILES - count }, (_, k) =>
      minesMultiplierX100(count, k + 1),
    );
  }
  return table;
}

/** The mines part of a session's view: rules and the round in play, if any. */
export const minesSessionView = (provider: BuiltinProvider, sessionId: string) =>
  mines.sessionPart(provider, sessionId, {
    choices: MINES_CHOICES,
    multipliersX100: minesMultipliers(),
  });

/** Starts a round: the stake taken, the mines placed; one round at a time in a session. */
export const minesStart = (
  provider: BuiltinProvider,
  sessionId: string,
  requestId: string,
  stake: number,
  count: number,
): Promise<MinesAnswer> => mines.start(provider, sessionId, requestId, stake, count);

/** Opens a tile or cashes out; a round that ends is paid (demo at once, real through the wallet). */
export const minesAction = (
  provider: BuiltinProvider,
  sessionId: string,
  roundId: string,
  action: MinesAction,
  tile: number | undefined,
): Promise<MinesAnswer> => mines.move(provider, sessionId, roundId, { action, tile });
