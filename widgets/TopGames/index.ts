import type { WidgetDefinition } from '../../runtime/render/types';
import type { TopGamesProps } from '../../domain/widgetProps/TopGames';

// Top live and top line games (the home page, SPEC section 2).
export const topGamesWidget: WidgetDefinition<TopGamesProps> = {
  name: 'TopGames',
  load: () => import('./TopGames'),
};
