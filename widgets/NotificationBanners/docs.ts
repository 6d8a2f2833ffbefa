import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about NotificationBanners: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'NotificationBanners',
  description:
    "The banners of the notification system (stores/NotificationStore.ts, kind 'banner'), such as the maintenance warning of SPEC section 8: full-width strips in the page flow above the header, in a polite live region, each with a close button. Every layout places it first.",
  props: {},
  examples: [
    {
      title: 'As on default',
      props: {},
    },
  ],
};
