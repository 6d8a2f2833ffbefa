import type { WidgetDefinition } from '../../runtime/render/types';
import type { NotificationSettingsProps } from '../../domain/widgetProps/NotificationSettings';

// office/settings: the four notification flags of SPEC section 3 "Notification flags".
export const notificationSettingsWidget: WidgetDefinition<NotificationSettingsProps> = {
  name: 'NotificationSettings',
  load: () => import('./NotificationSettings'),
};
