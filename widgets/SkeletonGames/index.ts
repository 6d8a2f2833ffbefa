import type { WidgetDefinition } from '../../runtime/render/types';
import type { SkeletonGamesProps } from '../../domain/widgetProps/SkeletonGames';

// Game-list preloader: 16 game tiles and 2 other-game tiles by default (SPEC section 2).
export const skeletonGamesWidget: WidgetDefinition<SkeletonGamesProps> = {
  name: 'SkeletonGames',
  load: () => import('./SkeletonGames'),
};
