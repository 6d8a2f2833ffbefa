import type { WidgetDocs } from '../../runtime/render/types';
import { aboutParagraphs, aboutTitle } from '../shared/docsExamples';

// The catalogue's words about Container: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Container',
  description:
    "Centres its 'content' slot at one of the layout widths 1920/1366/1100/1024 (SPEC section 2).",
  props: {
    width:
      'The layout width the content is centred at (SPEC section 2 widths); the page width when absent.',
  },
  examples: [
    {
      title: 'With content in its slots',
      props: {
        width: 1366,
      },
      slots: {
        content: [aboutTitle(1), ...aboutParagraphs(1)],
      },
    },
  ],
};
