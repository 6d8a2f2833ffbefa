import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Toto: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Toto',
  description:
    "Toto, pool betting (SPEC section 2 toto/{totoSection?}): section tabs; draw and next show the draw with its games, 1 / X / 2 picks, lines, stake and the buy button; coupons the customer's tickets; draws past draws with results and payouts per tier; nonimees the games nominated for the draw after; a rules panel. The section comes from the route (no param: draw; the toto/coupons route: coupons).",
  props: {
    sectionParam: 'The route param naming the section (default totoSection).',
    pageSize: 'Tickets and past draws per page (default 10).',
  },
  examples: [
    { title: 'As on the toto page', props: {} },
    { title: 'Longer pages of tickets and draws', props: { pageSize: 20 } },
  ],
};
