import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ViewSettings: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ViewSettings',
  description:
    'Display settings of the sports pages (SPEC section 3 Global/Betting state); `odds` dictionary.',
  props: {
    titleKey: 'Dictionary key of the panel title.',
    settings: 'Which settings to offer, in order; all of them when absent.',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {
        titleKey: 'odds:settings_title',
      },
    },
  ],
};
