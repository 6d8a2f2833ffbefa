import type { WidgetDefinition } from '../../runtime/render/types';
import type { InfoPageProps } from '../../domain/widgetProps/InfoPage';

// An information page (SPEC section 2 "Information"): a title and paragraphs.
export const infoPageWidget: WidgetDefinition<InfoPageProps> = {
  name: 'InfoPage',
  load: () => import('./InfoPage'),
};
