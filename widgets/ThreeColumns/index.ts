import type { WidgetDefinition } from '../../runtime/render/types';
import type { ThreeColumnsProps } from '../../domain/widgetProps/ThreeColumns';

// Left, center and right columns (slots of the same names).
export const threeColumnsWidget: WidgetDefinition<ThreeColumnsProps> = {
  name: 'ThreeColumns',
  load: () => import('./ThreeColumns'),
};
