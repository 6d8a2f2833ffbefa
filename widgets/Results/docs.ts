import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Results: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Results',
  description: 'Finished games, live or by zone (SPEC section 2: results/{type}).',
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on sports-results',
      props: {
        titleKey: 'sports:results_list_title',
      },
    },
  ],
};
