import type { WidgetDefinition } from '../../runtime/render/types';
import type { ScrollToTopProps } from '../../domain/widgetProps/ScrollToTop';

// Back-to-top button shown after 1 screen on desktop and 4 on mobile (SPEC section 2).
export const scrollToTopWidget: WidgetDefinition<ScrollToTopProps> = {
  name: 'ScrollToTop',
  load: () => import('./ScrollToTop'),
};
