import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about TopGames: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'TopGames',
  description: 'Top live and top line games (the home page, SPEC section 2).',
  props: {
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when there is nothing to list.',
    bettingType: 'Top live or top line games.',
    limit: 'At most this many games.',
  },
  examples: [
    {
      title: 'As on home',
      props: {
        titleKey: 'sports:top_live_title',
        emptyKey: 'sports:games_empty',
        bettingType: 'live',
        limit: 8,
      },
    },
  ],
};
