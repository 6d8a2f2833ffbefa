import type { WidgetDefinition } from '../../runtime/render/types';
import type { FooterProps } from '../../domain/widgetProps/Footer';

// The site footer (SPEC section 2 "Layout rules"): a row with logo, minimum-age icon and social links, info links and the copyright.
export const footerWidget: WidgetDefinition<FooterProps> = {
  name: 'Footer',
  load: () => import('./Footer'),
};
