import type { WidgetDefinition } from '../../runtime/render/types';
import type { ResultsProps } from '../../domain/widgetProps/Results';

// Finished games, live or by zone (SPEC section 2: results/{type}).
export const resultsWidget: WidgetDefinition<ResultsProps> = {
  name: 'Results',
  load: () => import('./Results'),
};
