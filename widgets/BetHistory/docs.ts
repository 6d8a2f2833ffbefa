import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BetHistory: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BetHistory',
  description:
    'office/history (SPEC section 2 "Office"): the customer\'s coupons, casino rounds, toto and lotto tickets, filtered by product, period, status and type, paged; a coupon row opens to its legs and links to the printable coupon, a ticket row to its picks or numbers.',
  props: {},
  examples: [
    {
      title: 'As on office-history',
      props: {},
    },
  ],
};
