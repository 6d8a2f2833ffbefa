import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about HomeShowcase: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'HomeShowcase',
  description: "The home showcase: a titled region holding the game lists of its 'content' slot.",
  props: {
    titleKey: 'Dictionary key of the title.',
    moreLabelKey: 'Dictionary key of the "show more" link.',
    moreTo: 'Route path the "show more" link opens, relative to /{lng}/.',
  },
  examples: [
    {
      title: 'With content in its slots',
      props: {
        titleKey: 'home:showcase_title',
        moreLabelKey: 'casino:showcase_more',
        moreTo: 'casino-lobby',
      },
      slots: {
        content: [
          {
            widget: 'GamesShowcase',
            props: {
              emptyKey: 'casino:showcase_empty',
              whence: 'home',
              count: 8,
            },
          },
        ],
      },
    },
  ],
};
