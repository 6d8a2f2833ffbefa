import type { WidgetDefinition } from '../../runtime/render/types';
import type { OfficeShellProps } from '../../domain/widgetProps/OfficeShell';

// The one office layout: the side menu (the remote part office-menu) beside the page's 'content'.
export const officeShellWidget: WidgetDefinition<OfficeShellProps> = {
  name: 'OfficeShell',
  load: () => import('./OfficeShell'),
};
