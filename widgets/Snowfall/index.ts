import type { WidgetDefinition } from '../../runtime/render/types';
import { propsSchema, type SnowfallProps } from './props';

// Decorative snowfall on home when config.snowfall is on (SPEC section 2); CSS only.
export const snowfallWidget: WidgetDefinition<SnowfallProps> = {
  name: 'Snowfall',
  load: () => import('./Snowfall'),
  propsSchema,
};
