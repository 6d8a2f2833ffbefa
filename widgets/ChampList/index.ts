import type { WidgetDefinition } from '../../runtime/render/types';
import { propsSchema, type ChampListProps } from '../../domain/widgetProps/ChampList';

// Championships grouped by country, or one championship's games (SPEC section 2: champs/{champId?}).
export const champListWidget: WidgetDefinition<ChampListProps> = {
  name: 'ChampList',
  load: () => import('./ChampList'),
  propsSchema,
};
