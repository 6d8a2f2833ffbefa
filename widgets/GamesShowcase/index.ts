import type { WidgetDefinition } from '../../runtime/render/types';
import type { GamesShowcaseProps } from '../../domain/widgetProps/GamesShowcase';

// The home showcase's games from the games preview (SPEC section 7), skeletons only while loading.
export const gamesShowcaseWidget: WidgetDefinition<GamesShowcaseProps> = {
  name: 'GamesShowcase',
  load: () => import('./GamesShowcase'),
};
