import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about GameList: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'GameList',
  description: 'Games with their main markets, grouped by championship (SPEC section 2 "Sports").',
  props: {
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when there is nothing to list.',
    source:
      "Which games: of a section filtered by the route's sport and championship, of the route's championship, of the route's team, of the route's cyber type and discipline/championship, or (sport) the live and line games of the sport sportId.",
    sportId: 'The sport of source "sport" (the ufc, politics and marble pages).',
    bettingType: 'Live or line games; the section of the route when absent.',
    limit: 'At most this many games.',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {
        titleKey: 'sports:games_title',
        emptyKey: 'sports:games_empty',
        source: 'cyber',
      },
    },
  ],
};
