import type { GameModel } from '../../../stores';
import { cyberPath, gamePath, type CyberBase } from '../sportsPaths';

/**
 * The page of a game (a route path below /{lng}/): under the cyber section the visitor is in for
 * esports, else under live or line by the game's state now.
 */
export function gameLink(
  game: Pick<GameModel, 'id' | 'sportId' | 'champId' | 'cyberType'>,
  isLive: boolean,
  cyberBase?: CyberBase,
): string {
  if (cyberBase && game.cyberType) return cyberPath(cyberBase, game.cyberType, { game: game.id });
  return gamePath(isLive ? 'live' : 'line', { id: game.sportId }, { id: game.champId }, game.id);
}
