import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about RichText: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'RichText',
  description: 'Several paragraphs of plain dictionary text, split on blank lines; never HTML.',
  props: {
    textKey: 'Dictionary key of the text.',
  },
  examples: [
    {
      title: 'As on office-responsible',
      props: {
        textKey: 'limits:intro',
      },
    },
  ],
};
