import type { WidgetDocs } from '../../runtime/render/types';
import { aboutParagraphs, aboutTitle } from '../shared/docsExamples';

// The catalogue's words about Stack: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Stack',
  description: "A vertical stack of the nodes of its 'items' slot.",
  props: {
    gap: 'Space between the items.',
    fullHeight: 'Fills the viewport height, so a footer below stays at the bottom of short pages.',
  },
  examples: [
    {
      title: 'With content in its slots',
      props: {
        gap: 'large',
      },
      slots: {
        items: [aboutTitle(1), ...aboutParagraphs(1, 2)],
      },
    },
  ],
};
