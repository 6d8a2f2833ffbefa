import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoSearch: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoSearch',
  description: "Game search by name (SPEC section 2 casino-search): the text is the URL's ?q=.",
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on casino-search',
      props: {
        titleKey: 'casino:search_title',
      },
    },
  ],
};
