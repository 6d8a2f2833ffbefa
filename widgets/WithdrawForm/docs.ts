import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about WithdrawForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'WithdrawForm',
  description:
    "office/deduce: a withdrawal from the active account; the provider may ask for its hosted page, else the request's status shows here.",
  props: {},
  examples: [
    {
      title: 'As on office-deduce',
      props: {},
    },
  ],
};
