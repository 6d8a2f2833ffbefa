import type { WidgetDefinition } from '../../runtime/render/types';
import type { GameHeaderProps } from '../../domain/widgetProps/GameHeader';

// The scoreboard of one game: opponents, score, clock and status (SPEC section 3 Bet: game data).
export const gameHeaderWidget: WidgetDefinition<GameHeaderProps> = {
  name: 'GameHeader',
  load: () => import('./GameHeader'),
};
