import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SkeletonGames: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SkeletonGames',
  description:
    'Game-list preloader: 16 game tiles and 2 other-game tiles by default (SPEC section 2).',
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
    gameTiles: 'How many game tiles the preloader shows.',
    otherGameTiles: 'How many other-game tiles the preloader shows.',
  },
  examples: [
    {
      title: 'Default preloader',
      props: {
        labelKey: 'casino:loading',
      },
    },
    {
      title: 'A short row',
      props: {
        labelKey: 'casino:loading',
        gameTiles: 4,
        otherGameTiles: 0,
      },
    },
  ],
};
