import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoProviders: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoProviders',
  description: 'The game providers with their game counts (SPEC section 2 providers).',
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on casino-providers',
      props: {
        titleKey: 'casino:providers_title',
      },
    },
  ],
};
