import type { WidgetDefinition } from '../../runtime/render/types';
import type { GameStatisticsProps } from '../../domain/widgetProps/GameStatistics';

// Statistics of one game, as a page or a popup window (SPEC section 2: statistic, statisticpopup).
export const gameStatisticsWidget: WidgetDefinition<GameStatisticsProps> = {
  name: 'GameStatistics',
  load: () => import('./GameStatistics'),
};
