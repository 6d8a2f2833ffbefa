import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Heading: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Heading',
  description: 'A heading of a chosen level with a dictionary text.',
  props: {
    textKey: 'Dictionary key of the text.',
    level: 'Heading level of the title.',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {
        textKey: 'sports:cyber_champ_title',
        level: 1,
      },
    },
  ],
};
