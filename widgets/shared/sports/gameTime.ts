// How a game's time reads on screen: the start for the line, the clock for live games.
import { GameStatus, type Game } from '../../../domain/sports/types';
import { formatInstant } from '../../../runtime/i18n';

/** '67:05' from 4025 seconds (minutes grow past 59: football clocks read 90:00, not 1:30:00). */
export function clockText(timeSec: number): string {
  const total = Math.max(0, Math.floor(timeSec));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The start time in the visitor's time zone: tzo is hours east of UTC (SPEC section 9 cookie
 * tzo, default 3), is12h the clock format (SPEC section 3 Global state).
 */
export function startText(
  startAtSec: number,
  lng: string,
  opts: { tzOffsetHours: number; is12h: boolean; withDate: boolean },
): string {
  return formatInstant(startAtSec * 1000, lng, opts, {
    hour: '2-digit',
    minute: '2-digit',
    ...(opts.withDate ? { day: '2-digit', month: '2-digit' } : {}),
  });
}

export type GamePhase = 'upcoming' | 'inPlay' | 'paused' | 'finished' | 'cancelled';

/** The phase a status shows as (domain/sports/types.ts GameStatus). */
export function phaseOf(game: Pick<Game, 'status' | 'isFinished'>): GamePhase {
  if (game.isFinished || game.status === GameStatus.Finished) return 'finished';
  switch (game.status) {
    case GameStatus.InPlay:
      return 'inPlay';
    case GameStatus.Paused:
      return 'paused';
    case GameStatus.Cancelled:
      return 'cancelled';
    default:
      return 'upcoming';
  }
}
