import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoPromotion: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoPromotion',
  description: 'One casino promotion with its terms (bonus/casino/promotions/{id}).',
  props: {
    idParam: "The route param holding the promotion's id.",
  },
  examples: [
    {
      title: 'As on casino-promotion',
      props: {
        idParam: 'id',
      },
    },
  ],
};
