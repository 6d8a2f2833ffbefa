import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoTournament: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoTournament',
  description:
    'One casino tournament with its prizes and leaderboard from real play (bonus/casino/tournaments/{id}).',
  props: {
    idParam: "The route param holding the tournament's id.",
  },
  examples: [
    {
      title: 'As on casino-tournament',
      props: {
        idParam: 'id',
      },
    },
  ],
};
