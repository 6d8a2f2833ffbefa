import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SeoBlock: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SeoBlock',
  description: 'The SEO text block under the page; route meta hideSeo hides it (SPEC section 2).',
  props: {
    titleKey: 'Dictionary key of the title.',
    textKey: 'Dictionary key of the text.',
  },
  examples: [
    {
      title: 'As on default',
      props: {
        titleKey: 'main:seo_title',
        textKey: 'main:seo_text',
      },
    },
  ],
};
