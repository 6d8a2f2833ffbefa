import { useEffect } from 'react';
import type { GameModel, GameDetailsData, Resource } from '../../../stores';
import { useStores } from '../stores';
import { useSportsRoute } from '../useSportsRoute';
import { champSource } from './gameSources';
import { useGameLists } from './useGameLists';

export type GameChoice = 'route' | 'championshipFinal';

export interface GamePage {
  gameId: number | undefined;
  details: Resource<GameDetailsData> | undefined;
  game: GameModel | undefined;
  /** The server does not know the game (or the championship has none). */
  missing: boolean;
}

/**
 * The game a game page shows: the route's, or the final of the route's championship (its
 * last-starting game). Loads it with every market and keeps it subscribed to live updates.
 */
export function useGamePage(choice: GameChoice = 'route'): GamePage {
  const { sports } = useStores();
  const route = useSportsRoute();
  const champSources =
    choice === 'championshipFinal' && route.champId !== undefined
      ? [champSource(route.champId)]
      : [];
  const champLists = useGameLists(champSources);
  const final = champLists.games.reduce<GameModel | undefined>(
    (last, game) => (!last || game.startAt > last.startAt ? game : last),
    undefined,
  );
  const gameId = choice === 'route' ? route.gameId : final?.id;
  useEffect(() => {
    if (gameId === undefined) return undefined;
    void sports.loadGame(gameId);
    return sports.subscribe([gameId]);
  }, [sports, gameId]);
  const details = gameId === undefined ? undefined : sports.gameDetails(gameId);
  const game = gameId === undefined ? undefined : sports.game(gameId);
  const noFinal =
    choice === 'championshipFinal' && (champLists.missing || (champLists.ready && !final));
  return {
    gameId,
    details,
    game,
    missing:
      details?.status === 'missing' || noFinal || (choice === 'route' && gameId === undefined),
  };
}
