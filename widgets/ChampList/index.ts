import type { WidgetDefinition } from '../../runtime/render/types';
import type { ChampListProps } from '../../domain/widgetProps/ChampList';

// Championships grouped by country, or one championship's games (SPEC section 2: champs/{champId?}).
export const champListWidget: WidgetDefinition<ChampListProps> = {
  name: 'ChampList',
  load: () => import('./ChampList'),
};
