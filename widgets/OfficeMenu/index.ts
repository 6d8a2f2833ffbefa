import type { WidgetDefinition } from '../../runtime/render/types';
import type { OfficeMenuProps } from '../../domain/widgetProps/OfficeMenu';

// The office side menu: one list of entries with icons, rules and badges (unread replies, verification).
export const officeMenuWidget: WidgetDefinition<OfficeMenuProps> = {
  name: 'OfficeMenu',
  load: () => import('./OfficeMenu'),
};
