import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about MaintenanceNotice: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'MaintenanceNotice',
  description: 'The maintenance notice (SPEC section 8): title by locale and the down-time window.',
  props: {},
  examples: [
    {
      title: 'As on maintenance',
      props: {},
    },
  ],
};
