import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoThanks: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoThanks',
  description: "A section's thank-you page: thanks for playing, and the ways back to the games.",
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on casino-thanks',
      props: {
        titleKey: 'casino:thanks_title',
      },
    },
  ],
};
