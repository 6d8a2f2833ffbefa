import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoCashback: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoCashback',
  description:
    "The office cashback page of a programme (SPEC section 2 office casino/vipcashback, casino/premiumcashback): this period's estimate, how a closed period is paid on the customer's brand, and the cashback paid for the last closed periods.",
  props: {
    program: 'The cashback programme: VIP or premium.',
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on office-casino-premiumcashback',
      props: {
        program: 'premium',
        titleKey: 'casino:cashback_premium_title',
      },
    },
  ],
};
