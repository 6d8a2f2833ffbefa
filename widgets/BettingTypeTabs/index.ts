import type { WidgetDefinition } from '../../runtime/render/types';
import type { BettingTypeTabsProps } from '../../domain/widgetProps/BettingTypeTabs';

// Tabs between the live and line sections (SPEC section 2 "Sports", section 3 Betting state).
export const bettingTypeTabsWidget: WidgetDefinition<BettingTypeTabsProps> = {
  name: 'BettingTypeTabs',
  load: () => import('./BettingTypeTabs'),
};
