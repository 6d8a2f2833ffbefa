import type { WidgetDefinition } from '../../runtime/render/types';
import type { AccumulatorOfTheDayProps } from '../../domain/widgetProps/AccumulatorOfTheDay';

// The accumulator of the day, line or live (SPEC section 3 isAccumulatorOfTheDay,
// isLiveAccumulatorOfTheDay): loaded in its own chunk, only where a page shows it, and when it
// comes near the viewport (far down home, it is no part of the first load).
export const accumulatorOfTheDayWidget: WidgetDefinition<AccumulatorOfTheDayProps> = {
  name: 'AccumulatorOfTheDay',
  load: () => import('./AccumulatorOfTheDay'),
  whenNear: true,
};
