import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoMyGames: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoMyGames',
  description:
    "The customer's recently played games or favourites (my-casino, and a row on section pages).",
  props: {
    list: "The customer's recently played games or favourites.",
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when there is nothing to list.',
    layout: 'A scrolling row (section pages) or a grid (my-casino).',
    hideWhenEmpty: "Show nothing at all when the list is empty (a row above a section's grid).",
    level: 'The heading level: 1 on its own page, 2 inside another.',
    moreLabelKey: 'Dictionary key of the "show more" link.',
    moreTo: 'Route path the "show more" link opens, relative to /{lng}/.',
  },
  examples: [
    {
      title: 'As on casino-brand',
      props: {
        list: 'recent',
        titleKey: 'casino:recent_title',
        emptyKey: 'casino:recent_empty',
        layout: 'row',
        hideWhenEmpty: true,
        moreLabelKey: 'casino:see_all',
        moreTo: 'my-casino',
      },
    },
  ],
};
