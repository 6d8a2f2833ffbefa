import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SupportChat: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SupportChat',
  description:
    "The support chat (SPEC section 4): a signed-in customer's button at the page's bottom start corner; the chat, over the support requests API, is loaded on its first opening and can be shown or hidden.",
  props: {},
  examples: [
    {
      title: 'As in the default layout',
      props: {},
    },
  ],
};
