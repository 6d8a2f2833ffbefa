import type { WidgetDefinition } from '../../runtime/render/types';
import type { ViewSettingsProps } from '../../domain/widgetProps/ViewSettings';

// Display settings of the sports pages (SPEC section 3 Global/Betting state); `odds` dictionary.
export const viewSettingsWidget: WidgetDefinition<ViewSettingsProps> = {
  name: 'ViewSettings',
  load: () => import('./ViewSettings'),
};
