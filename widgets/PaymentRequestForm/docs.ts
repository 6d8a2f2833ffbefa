import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PaymentRequestForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PaymentRequestForm',
  description:
    "Opens a payment request (SPEC section 2 office payment/create-request): the topic and sub-topic come from the route params, a payment may be one of the customer's own (picked on the transactions step); office/support chooses the topic in the form. A sent request opens in office/payment/requests.",
  props: {
    step: 'Which page it is: topic, subTopic, transactions, transaction, or support.',
  },
  examples: [
    { title: 'office/payment/create-request/{topicId}', props: { step: 'topic' } },
    { title: 'office/support', props: { step: 'support' } },
  ],
};
