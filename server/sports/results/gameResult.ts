import {
  GameStatus,
  type Championship,
  type GameDetails,
  type GameResult,
} from '../../../domain/sports/types';

/** The result record of a finished game. */
export function gameResult(
  game: GameDetails,
  champ: Championship,
  finishedAtSec: number,
): GameResult {
  return {
    gameId: game.id,
    permanentId: game.permanentId,
    number: game.number,
    sportId: game.sportId,
    champId: game.champId,
    countryId: champ.country.id,
    opponents: game.opponents.map((o) => ({ ...o })),
    startAt: game.startAt,
    finishedAt: finishedAtSec,
    score: structuredClone(game.score),
    // A game reaches its finish only by being played in play (status 2/3) in this feed.
    wasLive: game.timeSec !== null,
    ...(game.cyberType ? { cyberType: game.cyberType } : {}),
    ...(game.status === GameStatus.Cancelled ? { cancelled: true } : {}),
  };
}
