import type { WidgetDefinition } from '../../runtime/render/types';
import type { NotificationsProps } from '../../domain/widgetProps/Notifications';

// The one place notifications appear (stores/NotificationStore.ts): toasts in live regions and
// the first queued modal. Every layout places it once.
export const notificationsWidget: WidgetDefinition<NotificationsProps> = {
  name: 'Notifications',
  load: () => import('./Notifications'),
};
