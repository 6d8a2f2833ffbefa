import type { WidgetDefinition } from '../../runtime/render/types';
import type { SnowfallProps } from '../../domain/widgetProps/Snowfall';

// Decorative snowfall on home when config.snowfall is on (SPEC section 2): one canvas, at most
// 30 frames a second, paused while hidden or off screen, still when motion is reduced. Placed
// `lazy` (schemas/pages/home.json), its code loads once the page is shown and idle: no part of the
// first paint waits for it (PAGE_IDLE_WIDGETS in widgets/definitions.ts, docs/performance.md).
export const snowfallWidget: WidgetDefinition<SnowfallProps> = {
  name: 'Snowfall',
  load: () => import('./Snowfall'),
};
