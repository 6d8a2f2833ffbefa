import type { WidgetDefinition } from '../../runtime/render/types';
import type { StackProps } from '../../domain/widgetProps/Stack';

// A vertical stack of the nodes of its 'items' slot.
export const stackWidget: WidgetDefinition<StackProps> = {
  name: 'Stack',
  load: () => import('./Stack'),
};
