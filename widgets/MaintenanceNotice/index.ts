import type { WidgetDefinition } from '../../runtime/render/types';
import type { MaintenanceNoticeProps } from '../../domain/widgetProps/MaintenanceNotice';

// The maintenance notice (SPEC section 8): title by locale and the down-time window.
export const maintenanceNoticeWidget: WidgetDefinition<MaintenanceNoticeProps> = {
  name: 'MaintenanceNotice',
  load: () => import('./MaintenanceNotice'),
};
