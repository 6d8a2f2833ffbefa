import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SeoBlock: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SeoBlock',
  description:
    "The SEO text block under the page: the page's own text from the content (an article's seo, or content/.../seo/<path>.md), else the dictionary text; route meta hideSeo hides it (SPEC section 2).",
  props: {
    titleKey: 'Dictionary key of the title when the page has no text of its own.',
    textKey: 'Dictionary key of the text when the page has no text of its own.',
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
