import type { WidgetDefinition } from '../../runtime/render/types';
import type { GameMarketsProps } from '../../domain/widgetProps/GameMarkets';

// Every market of one game, grouped into tabs (SPEC section 2: the game page).
export const gameMarketsWidget: WidgetDefinition<GameMarketsProps> = {
  name: 'GameMarkets',
  load: () => import('./GameMarkets'),
};
