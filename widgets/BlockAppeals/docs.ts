import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BlockAppeals: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BlockAppeals',
  description:
    'block-appeal-history: a banned customer sends an appeal (one pending at a time) and reads the history of their appeals with status and the operator answer (GET/POST /web-api/access/appeals).',
  props: {},
  examples: [{ title: 'As on block-appeal-history', props: {} }],
};
