import type { WidgetDocs } from '../../runtime/render/types';
import { aboutParagraphs, aboutTitle } from '../shared/docsExamples';

// The catalogue's words about MainContent: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'MainContent',
  description: "The <main> landmark (id 'main', the skip link's target) around its 'content' slot.",
  props: {},
  examples: [
    {
      title: 'With content in its slots',
      props: {},
      slots: {
        content: [aboutTitle(1), ...aboutParagraphs(1)],
      },
    },
  ],
};
