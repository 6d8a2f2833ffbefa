import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ThreeColumns: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ThreeColumns',
  description: 'Left, center and right columns (slots of the same names).',
  props: {},
  examples: [
    {
      title: 'With content in its slots',
      props: {},
      slots: {
        left: [
          {
            widget: 'SportsMenu',
            props: {
              titleKey: 'sports:menu_title',
              bettingType: 'line',
            },
          },
        ],
        center: [
          {
            widget: 'GameList',
            props: {
              titleKey: 'sports:games_title',
              emptyKey: 'sports:games_empty',
              bettingType: 'line',
              limit: 10,
            },
          },
        ],
        right: [
          {
            widget: 'Coupon',
          },
        ],
      },
    },
  ],
};
