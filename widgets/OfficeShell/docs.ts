import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about OfficeShell: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'OfficeShell',
  description:
    "The one office layout: the side menu (the remote part office-menu, one list for every office page) beside the page's 'content' slot, drawn as cards. Every office page's body is an OfficeShell.",
  props: {},
  examples: [
    {
      title: 'An office page body',
      props: {},
      slots: {
        content: [{ widget: 'Heading', props: { textKey: 'office:account_title', level: 1 } }],
      },
    },
  ],
};
