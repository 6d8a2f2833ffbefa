import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ReferralProgram: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ReferralProgram',
  description:
    "office/bringfriend: the signed-in customer's referral link (copy), the reward the brand pays per friend, sign-ups and rewards earned.",
  props: {},
  examples: [{ title: 'As on its page', props: {} }],
};
