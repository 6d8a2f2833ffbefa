import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about MatchZone: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'MatchZone',
  description:
    "The live match zone of a game page: a match tracker (no video) drawn from the feed's live state (teams, score, clock, periods, the scoring seen since the page opened). The customer collapses it (zoneState) and, with isMoveVideoOnScroll on, it floats in a corner once scrolled past. Renders nothing for a game not in play.",
  props: {
    game: "The route's game, or the final (last-starting game) of the route's championship.",
  },
  examples: [
    {
      title: 'As on sports-game',
      props: {},
    },
  ],
};
