import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about DepositForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'DepositForm',
  description:
    "office/recharge: the amount to deposit; the browser then goes to the payment provider's hosted page and comes back to /{lng}/payment/{result}.",
  props: {},
  examples: [
    {
      title: 'As on office-recharge',
      props: {},
    },
  ],
};
