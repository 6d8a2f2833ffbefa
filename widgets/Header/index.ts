import type { WidgetDefinition } from '../../runtime/render/types';
import type { HeaderProps } from '../../domain/widgetProps/Header';

// The site header (SPEC section 2 "Layout rules"): logo, brand navigation, language switcher; one or two rows by config.headerRows.
export const headerWidget: WidgetDefinition<HeaderProps> = {
  name: 'Header',
  load: () => import('./Header'),
};
