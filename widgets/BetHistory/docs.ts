import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BetHistory: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BetHistory',
  description:
    'office/history (SPEC section 2 "Office"): the customer\'s coupons, filtered by period, status and type, paged; a row opens to its legs and links to the printable coupon.',
  props: {},
  examples: [
    {
      title: 'As on office-history',
      props: {},
    },
  ],
};
