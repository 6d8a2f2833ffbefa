import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoCategories: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoCategories',
  description:
    "The casino category bar: the brand's sections in the brand's order (site config casinoLobby), those holding a game the customer can open.",
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
  },
  examples: [
    {
      title: 'As on casino-bonus',
      props: {
        labelKey: 'casino:categories_label',
      },
    },
  ],
};
