import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoLobbyProps } from '../../domain/widgetProps/CasinoLobby';

// The casino lobby: the brand's banners and rows of games, in the order of its site config.
export const casinoLobbyWidget: WidgetDefinition<CasinoLobbyProps> = {
  name: 'CasinoLobby',
  load: () => import('./CasinoLobby'),
};
