import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ConfirmTerms: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ConfirmTerms',
  description:
    'confirm-terms (SPEC section 4 "Terms", section 8 451 exception_code 1): the customer accepts the changed terms and rules, then goes on.',
  props: {},
  examples: [
    {
      title: 'As on confirm-terms',
      props: {},
    },
  ],
};
