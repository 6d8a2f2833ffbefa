import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CookieSettings: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CookieSettings',
  description:
    'The cookie consent settings (SPEC section 5): which cookies the visitor agrees to, on the cookies page linked from the footer and the consent notice.',
  props: {},
  examples: [
    {
      title: 'As on the cookies page',
      props: {},
      note: 'No props: its texts are the main dictionary’s.',
    },
  ],
};
