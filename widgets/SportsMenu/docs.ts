import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SportsMenu: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SportsMenu',
  description:
    'The sports menu of a section: sports and championships with game counts (SPEC section 2).',
  props: {
    titleKey: 'Dictionary key of the title.',
    bettingType: 'The section; without it, the section of the route (live/... or line/...).',
  },
  examples: [
    {
      title: 'As on sports-champ',
      props: {
        titleKey: 'sports:menu_title',
        bettingType: 'line',
      },
    },
  ],
};
