import type { WidgetDefinition } from '../../runtime/render/types';
import type { GameListProps } from '../../domain/widgetProps/GameList';

// Games with their main markets, grouped by championship (SPEC section 2 "Sports").
export const gameListWidget: WidgetDefinition<GameListProps> = {
  name: 'GameList',
  load: () => import('./GameList'),
};
