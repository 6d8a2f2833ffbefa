import type { WidgetDefinition } from '../../runtime/render/types';
import type { BlockAppealsProps } from '../../domain/widgetProps/BlockAppeals';

// block-appeal-history: a banned customer's appeal form and the history of their appeals.
export const blockAppealsWidget: WidgetDefinition<BlockAppealsProps> = {
  name: 'BlockAppeals',
  load: () => import('./BlockAppeals'),
};
