import type { WidgetDefinition } from '../../runtime/render/types';
import type { BetsOnYourProps } from '../../domain/widgetProps/BetsOnYour';

// Ready-made accumulators from the top games (SPEC section 2 page type "betsonyour").
export const betsOnYourWidget: WidgetDefinition<BetsOnYourProps> = {
  name: 'BetsOnYour',
  load: () => import('./BetsOnYour'),
};
