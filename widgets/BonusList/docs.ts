import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BonusList: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BonusList',
  description:
    "The signed-in customer's bonuses (GET /web-api/office/bonuses): the active ones with a wagering progress bar, terms and expiry, or every bonus and free bet received with its outcome.",
  props: {
    view: "'wager': active bonuses with progress, and those a withdrawal forfeited (office/bonuses/wager); 'rewards': everything received (office/rewards)",
  },
  examples: [
    { title: 'As on office-bonuses-wager', props: { view: 'wager' } },
    { title: 'As on office-rewards', props: { view: 'rewards' } },
  ],
};
