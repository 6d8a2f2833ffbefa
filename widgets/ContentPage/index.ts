import type { WidgetDefinition } from '../../runtime/render/types';
import type { ContentPageProps } from '../../domain/widgetProps/ContentPage';

// A page of Markdown content (content/<brand or _default>/<lng>/<path>.md) by the page address.
export const contentPageWidget: WidgetDefinition<ContentPageProps> = {
  name: 'ContentPage',
  load: () => import('./ContentPage'),
};
