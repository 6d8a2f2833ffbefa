import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Notifications: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Notifications',
  description:
    'The one place notifications appear (stores/NotificationStore.ts): toasts in live regions and the first queued modal. Every layout places it once.',
  props: {},
  examples: [
    {
      title: 'As on blocked',
      props: {},
    },
  ],
};
