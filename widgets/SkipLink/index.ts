import type { WidgetDefinition } from '../../runtime/render/types';
import type { SkipLinkProps } from '../../domain/widgetProps/SkipLink';

// Skip-to-main-content link, the first focusable element of the page.
export const skipLinkWidget: WidgetDefinition<SkipLinkProps> = {
  name: 'SkipLink',
  load: () => import('./SkipLink'),
};
