import { useStores } from '../stores';
import { useFavoriteIds, useFavoriteToggle } from './casinoQueries';
import type { FavoriteControl } from './GameTile';

/** The favourite stars of the tiles: only for a signed-in customer. */
export function useFavoriteControl(): FavoriteControl | undefined {
  const { session } = useStores();
  const ids = useFavoriteIds();
  const toggle = useFavoriteToggle();
  if (!session.isAuthenticated) return undefined;
  return {
    isFavorite: (gameId) => ids.has(gameId),
    toggle: (game, isFavorite) => toggle.mutate({ game, isFavorite }),
  };
}
