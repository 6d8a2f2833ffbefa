import type { WidgetDefinition } from '../../runtime/render/types';
import type { AppSettingsProps } from '../../domain/widgetProps/AppSettings';

// office/settings: install the app when the customer asks, and this browser's push opt-in.
export const appSettingsWidget: WidgetDefinition<AppSettingsProps> = {
  name: 'AppSettings',
  load: () => import('./AppSettings'),
};
