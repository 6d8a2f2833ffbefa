import type { WidgetDefinition } from '../../runtime/render/types';
import type { HeadingProps } from '../../domain/widgetProps/Heading';

// A heading of a chosen level with a dictionary text.
export const headingWidget: WidgetDefinition<HeadingProps> = {
  name: 'Heading',
  load: () => import('./Heading'),
};
