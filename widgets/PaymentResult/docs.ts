import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PaymentResult: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PaymentResult',
  description:
    'The payment result pages of SPEC section 2 "Other": success, fail, pending and cancel, and the withdraw variants; the route param `result` names the outcome.',
  props: {
    operation:
      'Deposit result pages (payment/{result}) or withdrawal ones (payment/withdraw/{result}).',
  },
  examples: [
    {
      title: 'As on payment-result',
      props: {
        operation: 'deposit',
      },
    },
  ],
};
