import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about InfoPage: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'InfoPage',
  description: 'An information page (SPEC section 2 "Information"): a title and paragraphs.',
  props: {
    titleKey: 'Dictionary key of the title.',
    paragraphKeys: 'Dictionary keys of the paragraphs, in order (1 to 40).',
  },
  examples: [
    {
      title: 'As on about',
      props: {
        titleKey: 'info:about_title',
        paragraphKeys: ['info:about_p1', 'info:about_p2', 'info:about_p3'],
      },
    },
  ],
};
