import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PrintCoupon: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PrintCoupon',
  description:
    "print-coupon/{couponId} (SPEC section 2; the id is digits only, section 5): one of the customer's coupons laid out for paper, with a Print button.",
  props: {},
  examples: [
    {
      title: 'As on print-coupon',
      props: {},
    },
  ],
};
