import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about NotificationSettings: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'NotificationSettings',
  description:
    'office/settings: the four notification flags of SPEC section 3 "Notification flags".',
  props: {},
  examples: [
    {
      title: 'As on office-settings',
      props: {},
    },
  ],
};
