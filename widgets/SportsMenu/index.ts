import type { WidgetDefinition } from '../../runtime/render/types';
import type { SportsMenuProps } from '../../domain/widgetProps/SportsMenu';

// The sports menu of a section: sports and championships with game counts (SPEC section 2).
export const sportsMenuWidget: WidgetDefinition<SportsMenuProps> = {
  name: 'SportsMenu',
  load: () => import('./SportsMenu'),
};
