import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoOtherGamesProps } from '../../domain/widgetProps/CasinoOtherGames';

// The sections besides slots and live casino as cards with their game counts (othergames).
export const casinoOtherGamesWidget: WidgetDefinition<CasinoOtherGamesProps> = {
  name: 'CasinoOtherGames',
  load: () => import('./CasinoOtherGames'),
};
