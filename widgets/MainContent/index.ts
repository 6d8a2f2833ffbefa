import type { WidgetDefinition } from '../../runtime/render/types';
import type { MainContentProps } from '../../domain/widgetProps/MainContent';

// The <main> landmark (id 'main', the skip link's target) around its 'content' slot.
export const mainContentWidget: WidgetDefinition<MainContentProps> = {
  name: 'MainContent',
  load: () => import('./MainContent'),
};
