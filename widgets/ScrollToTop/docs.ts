import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ScrollToTop: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ScrollToTop',
  description:
    'Back-to-top button shown after 1 screen on desktop and 4 on mobile (SPEC section 2).',
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
  },
  examples: [
    {
      title: 'As on default',
      props: {
        labelKey: 'main:scroll_to_top',
      },
    },
  ],
};
