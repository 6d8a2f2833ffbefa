import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about AppSettings: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'AppSettings',
  description:
    "office/settings: the installable app. The install button shows the browser's held-back " +
    'install prompt (SPEC section 4), and push notifications for settled coupons and ' +
    'verification decisions are turned on or off for this browser. Renders nothing for a brand ' +
    'without isPwa.',
  props: {},
  examples: [{ title: 'As on office-settings', props: {} }],
};
