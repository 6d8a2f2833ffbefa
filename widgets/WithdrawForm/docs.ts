import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about WithdrawForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'WithdrawForm',
  description:
    "office/deduce: a withdrawal from the active account; the provider may ask for its hosted page, else the request's status shows here. A first-deposit bonus still being wagered in the account's currency is named in a warning above the button: the withdrawal forfeits it.",
  props: {},
  examples: [
    {
      title: 'As on office-deduce',
      props: {},
    },
  ],
};
