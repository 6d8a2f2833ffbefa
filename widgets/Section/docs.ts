import type { WidgetDocs } from '../../runtime/render/types';
import { aboutParagraphs } from '../shared/docsExamples';

// The catalogue's words about Section: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Section',
  description: "A titled region of the page with a 'content' slot.",
  props: {
    titleKey: 'Dictionary key of the title.',
    level: 'Heading level of the title.',
  },
  examples: [
    {
      title: 'As placed on a page',
      props: {
        titleKey: 'info:about_title',
        level: 2,
      },
      slots: {
        content: aboutParagraphs(1, 2),
      },
    },
  ],
};
