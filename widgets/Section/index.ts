import type { WidgetDefinition } from '../../runtime/render/types';
import type { SectionProps } from '../../domain/widgetProps/Section';

// A titled region of the page with a 'content' slot.
export const sectionWidget: WidgetDefinition<SectionProps> = {
  name: 'Section',
  load: () => import('./Section'),
};
