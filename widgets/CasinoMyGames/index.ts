import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoMyGamesProps } from '../../domain/widgetProps/CasinoMyGames';

// The customer's recently played games or favourites (my-casino, and a row on section pages).
export const casinoMyGamesWidget: WidgetDefinition<CasinoMyGamesProps> = {
  name: 'CasinoMyGames',
  load: () => import('./CasinoMyGames'),
};
