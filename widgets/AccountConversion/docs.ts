import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about AccountConversion: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'AccountConversion',
  description:
    "office/conversion (SPEC section 4): the customer's accounts in the brand's legacy currency, what each converts to at the stated rate, and the conversion.",
  props: {},
  examples: [{ title: 'As on its page', props: {} }],
};
