import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Coupon: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Coupon',
  description:
    'The bet slip (SPEC section 3 "Coupon state", "Coupon settings"; section 4 "Bets and coupon"): a thin view of stores.coupon; pages showing it list the `coupon` and `odds` dictionaries.',
  props: {
    titleKey: "The slip's heading (default coupon:title).",
    showCode: 'Offers saving the slip to a code and loading one (default true).',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {},
    },
  ],
};
