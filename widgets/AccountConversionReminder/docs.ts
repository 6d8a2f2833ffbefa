import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about AccountConversionReminder: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'AccountConversionReminder',
  description:
    'On every page of a layout: once per user per browser session, a dialog reminding a customer with accounts in the legacy currency to convert them (SPEC section 4).',
  props: {},
  examples: [{ title: 'As on its page', props: {} }],
};
