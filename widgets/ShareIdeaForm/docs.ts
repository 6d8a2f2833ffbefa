import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ShareIdeaForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ShareIdeaForm',
  description:
    'office/share-idea: the customer writes an idea; it is stored for the operators (GET /operator-api/support/ideas).',
  props: {},
  examples: [{ title: 'As on office/share-idea', props: {} }],
};
