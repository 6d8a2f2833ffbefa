import type { GameDelta, OutcomeChange } from '../../domain/sports/types';
import type { SportsState } from '../sports/state/sportsState';
import type { LiveGames } from './liveHub';

/** The hub's view of SportsState: a game's whole current state in the delta shape. */
export function liveGamesOf(state: SportsState): LiveGames {
  return {
    has: (gameId) => state.game(gameId) !== undefined,
    seq: (gameId) => (state.game(gameId) ? (state.seq(gameId) ?? 0) : undefined),
    current(gameId) {
      const game = state.game(gameId);
      if (!game) return undefined;
      const outcomes: OutcomeChange[] = [];
      for (const market of game.markets) {
        for (const { id, coef, isBlocked } of market.outcomes)
          outcomes.push({ id, coef, isBlocked });
      }
      const current: GameDelta = {
        gameId,
        seq: state.seq(gameId) ?? 0,
        status: game.status,
        period: game.period,
        score: game.score,
        outcomes,
        finished: game.isFinished,
      };
      if (game.timeSec !== null) current.timeSec = game.timeSec;
      return current;
    },
  };
}
