import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SkipLink: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SkipLink',
  description: 'Skip-to-main-content link, the first focusable element of the page.',
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
    targetId: 'The id of the element the link jumps to (MainContent is "main").',
  },
  examples: [
    {
      title: 'As on default',
      props: {
        labelKey: 'main:skip_to_content',
      },
    },
  ],
};
