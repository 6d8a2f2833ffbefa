import type { WidgetDefinition } from '../../runtime/render/types';
import type { NotificationBannersProps } from '../../domain/widgetProps/NotificationBanners';

// The banners of the notification system (stores/NotificationStore.ts, kind 'banner'): standing
// strips at the top of the page, such as the maintenance warning (SPEC section 8). Every layout
// places it first.
export const notificationBannersWidget: WidgetDefinition<NotificationBannersProps> = {
  name: 'NotificationBanners',
  load: () => import('./NotificationBanners'),
};
