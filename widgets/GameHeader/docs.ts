import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about GameHeader: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'GameHeader',
  description:
    'The scoreboard of one game: opponents, score, clock and status (SPEC section 3 Bet: game data).',
  props: {
    notFoundKey: 'Dictionary key of the text shown when the game does not exist.',
    game: "The route's game, or the final (last-starting game) of the route's championship.",
  },
  examples: [
    {
      title: 'As on sports-championship-final',
      props: {
        notFoundKey: 'sports:game_not_found',
        game: 'championshipFinal',
      },
    },
  ],
};
