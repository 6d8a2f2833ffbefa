import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about GamesShowcase: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'GamesShowcase',
  description:
    "The home showcase's games from the games preview (SPEC section 7), skeletons only while loading.",
  props: {
    emptyKey: 'Dictionary key of the text shown when there is nothing to list.',
    whence: 'Which games preview the games come from (SPEC section 7 games preview).',
    groupId: 'Only the games of this group of the preview.',
    count: 'How many games to show.',
  },
  examples: [
    {
      title: 'As on home-showcase',
      props: {
        emptyKey: 'casino:showcase_empty',
        whence: 'home',
        count: 16,
      },
    },
  ],
};
