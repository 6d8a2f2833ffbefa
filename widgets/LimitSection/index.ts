import type { WidgetDefinition } from '../../runtime/render/types';
import type { LimitSectionProps } from '../../domain/widgetProps/LimitSection';

// office/responsible: one section of the responsible-gaming page (SPEC section 2) with each limit
// of its types: the value in force, what is left, a pending change with approve and reject, the
// locks of SPEC section 4, and the form to change it. Pages list the `limits` dictionary.
export const limitSectionWidget: WidgetDefinition<LimitSectionProps> = {
  name: 'LimitSection',
  load: () => import('./LimitSection'),
};
