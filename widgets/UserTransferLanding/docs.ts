import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about UserTransferLanding: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'UserTransferLanding',
  description:
    "The target brand's landing page of a user transfer: trades the one-time token of the URL fragment for a session, then opens the office.",
  props: {},
  examples: [{ title: 'As on its page', props: {} }],
};
