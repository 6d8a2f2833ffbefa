import type { WidgetDefinition } from '../../runtime/render/types';
import { propsSchema, type ThreeColumnsProps } from './props';

// Left, center and right columns (slots of the same names).
export const threeColumnsWidget: WidgetDefinition<ThreeColumnsProps> = {
  name: 'ThreeColumns',
  load: () => import('./ThreeColumns'),
  propsSchema,
};
