import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about GameMarkets: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'GameMarkets',
  description: 'Every market of one game, grouped into tabs (SPEC section 2: the game page).',
  props: {
    titleKey: 'Dictionary key of the title.',
    game: "The route's game, or the final (last-starting game) of the route's championship.",
  },
  examples: [
    {
      title: 'As on sports-championship-final',
      props: {
        titleKey: 'sports:markets_title',
        game: 'championshipFinal',
      },
    },
  ],
};
