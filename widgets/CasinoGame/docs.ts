import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoGame: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoGame',
  description:
    'The game page: launches the game (real money signed in, demo for guests where offered) and shows it in a frame with full screen, favourite and back.',
  props: {
    routeParam:
      "The route param holding the game's route (games/{gameRoute}, slots/game/{id}/{gameName}).",
    idParam: "The route param holding the game's id, when the path carries it; it must match.",
  },
  examples: [
    {
      title: 'As on casino-game',
      props: {
        routeParam: 'gameName',
        idParam: 'gameId',
      },
    },
  ],
};
