import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoGameLanding: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoGameLanding',
  description:
    "A game's landing page (games-landing/{landingRoute}): its art, facts and the ways to play.",
  props: {
    routeParam: "The route param holding the game's landing route (games-landing/{landingRoute}).",
  },
  examples: [
    {
      title: 'As on casino-games-landing',
      props: {
        routeParam: 'landingRoute',
      },
    },
  ],
};
