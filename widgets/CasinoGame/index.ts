import type { WidgetDefinition } from '../../runtime/render/types';
import type { CasinoGameProps } from '../../domain/widgetProps/CasinoGame';

// The game page: launches the game (real money signed in, demo for guests where offered) and
// shows it in a frame with full screen, favourite and back.
export const casinoGameWidget: WidgetDefinition<CasinoGameProps> = {
  name: 'CasinoGame',
  load: () => import('./CasinoGame'),
};
