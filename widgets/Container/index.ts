import type { WidgetDefinition } from '../../runtime/render/types';
import type { ContainerProps } from '../../domain/widgetProps/Container';

// Centres its 'content' slot at one of the layout widths 1920/1366/1100/1024 (SPEC section 2).
export const containerWidget: WidgetDefinition<ContainerProps> = {
  name: 'Container',
  load: () => import('./Container'),
};
