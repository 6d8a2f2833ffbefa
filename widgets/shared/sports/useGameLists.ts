import { useEffect } from 'react';
import type { GameModel } from '../../../stores';
import { useStores } from '../stores';
import type { GameSource } from './gameSources';
import { usePeriodicLoad } from './usePeriodicLoad';

export interface GameLists {
  games: GameModel[];
  /** Every list answered (possibly empty). */
  ready: boolean;
  /** Nothing to show yet and some list is still on its way. */
  loading: boolean;
  /** Nothing to show and a list failed. */
  failed: boolean;
  /** The server does not know what a list is of (an unknown championship, sport...). */
  missing: boolean;
  reload(): void;
}

/**
 * Loads game lists (reloaded at the SPEC section 9 default poll interval, so games that start or
 * end join and leave), keeps the games shown subscribed to live updates, and reads them back as
 * models in the server's order, lists concatenated.
 */
export function useGameLists(sources: readonly GameSource[], limit?: number): GameLists {
  const { sports } = useStores();
  const key = sources.map((source) => source.key).join('|');
  usePeriodicLoad(() => sources.forEach((source) => void source.load(sports)), key);
  const resources = sources.map((source) => source.read(sports));
  const ids = [...new Set(resources.flatMap((resource) => resource.gameIds))];
  const games = sports.gamesOf(ids).slice(0, limit);
  const shownKey = games.map((game) => game.id).join(',');
  useEffect(() => {
    if (shownKey === '') return undefined;
    return sports.subscribe(shownKey.split(',').map(Number));
  }, [sports, shownKey]);
  const pending = resources.some((r) => r.status === 'idle' || r.status === 'loading');
  const failed = resources.some((r) => r.status === 'error' || r.status === 'missing');
  return {
    games,
    ready: !pending && !failed,
    loading: games.length === 0 && pending,
    failed: games.length === 0 && !pending && failed,
    missing: resources.some((r) => r.status === 'missing'),
    reload: () => sources.forEach((source) => void source.load(sports)),
  };
}
