import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BettingCalculator: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BettingCalculator',
  description:
    'The betting calculator (SPEC section 2): express, system and singles counted by the coupon rules of domain/coupon, with each selection won, lost or void.',
  props: {
    initialBets: 'How many selections the form starts with (1 to 20; 3 by default).',
  },
  examples: [
    { title: 'As on betting-calculator', props: {} },
    { title: 'Five selections', props: { initialBets: 5 } },
  ],
};
