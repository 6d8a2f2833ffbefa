import type { WidgetDefinition } from '../../runtime/render/types';
import type { HomeShowcaseProps } from '../../domain/widgetProps/HomeShowcase';

// The home showcase: a titled region holding the game lists of its 'content' slot.
export const homeShowcaseWidget: WidgetDefinition<HomeShowcaseProps> = {
  name: 'HomeShowcase',
  load: () => import('./HomeShowcase'),
};
