import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PaymentRequests: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PaymentRequests',
  description:
    "The customer's payment requests (office/payment/requests): topic, status and unread replies of each, links to open a new one by topic; ?request=<id> opens one with its messages both ways and a reply form (its replies then count as read).",
  props: {},
  examples: [{ title: 'As on office/payment/requests', props: {} }],
};
