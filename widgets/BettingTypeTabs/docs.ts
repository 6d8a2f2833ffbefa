import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BettingTypeTabs: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BettingTypeTabs',
  description:
    'Tabs between the live and line sections (SPEC section 2 "Sports", section 3 Betting state).',
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
  },
  examples: [
    {
      title: 'As on sports-home',
      props: {
        labelKey: 'sports:betting_tabs_label',
      },
    },
  ],
};
