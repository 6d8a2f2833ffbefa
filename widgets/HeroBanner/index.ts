import type { WidgetDefinition } from '../../runtime/render/types';
import type { HeroBannerProps } from '../../domain/widgetProps/HeroBanner';

// The top banner of a page: title, subtitle and a call to action.
export const heroBannerWidget: WidgetDefinition<HeroBannerProps> = {
  name: 'HeroBanner',
  load: () => import('./HeroBanner'),
};
