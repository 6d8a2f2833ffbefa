import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoPromotions: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoPromotions',
  description:
    'Casino promotions and tournaments (SPEC section 2 bonus/casino, bonus/casino/tournaments).',
  props: {
    titleKey: 'Dictionary key of the title.',
    show: 'Promotions, tournaments, or both.',
  },
  examples: [
    {
      title: 'As on casino-bonus',
      props: {
        titleKey: 'casino:bonus_title',
      },
    },
  ],
};
