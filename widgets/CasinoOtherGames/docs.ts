import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoOtherGames: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoOtherGames',
  description:
    'The sections besides slots and live casino as cards with their game counts (othergames).',
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on casino-othergames',
      props: {
        titleKey: 'casino:othergames_title',
      },
    },
  ],
};
