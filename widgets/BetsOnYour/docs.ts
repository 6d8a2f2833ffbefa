import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BetsOnYour: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BetsOnYour',
  description:
    'Ready-made accumulators from the top line games, the favourite of each main market, put in the coupon with one button (SPEC section 2 page type "betsonyour").',
  props: {
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when no combination can be built.',
    combos: 'How many accumulators (1-10, default 4).',
    legs: 'Games in each (2-6, default 3).',
  },
  examples: [
    {
      title: 'As on sports-betsonyour',
      props: {
        titleKey: 'sports:betsonyour_combos_title',
        emptyKey: 'sports:betsonyour_empty',
        combos: 4,
        legs: 3,
      },
    },
  ],
};
