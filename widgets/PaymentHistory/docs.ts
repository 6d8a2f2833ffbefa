import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PaymentHistory: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PaymentHistory',
  description:
    "office/historypay: the customer's deposits and withdrawals of the main account, paged, with the archive switch (older than 30 days).",
  props: {},
  examples: [
    {
      title: 'As on office-historypay',
      props: {},
    },
  ],
};
