import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PromoCodeForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PromoCodeForm',
  description:
    'office/promotion: the customer types a promo code, sees what it gives (POST /web-api/promo-codes/check) and redeems it (POST /web-api/promo-codes/redeem); refusals (used, expired, used up, unknown) are worded from the main dictionary.',
  props: {},
  examples: [{ title: 'As on office-promotion', props: {} }],
};
