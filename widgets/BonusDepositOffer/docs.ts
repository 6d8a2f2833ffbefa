import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BonusDepositOffer: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BonusDepositOffer',
  description:
    'office/bonuses/deposit: the first-deposit bonus the customer chose at registration (sports or casino), its percent, cap, minimum deposit and wagering terms, and a link to deposit while it is still open.',
  props: {},
  examples: [{ title: 'As on office-bonuses-deposit', props: {} }],
};
