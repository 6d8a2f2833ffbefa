import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ChampList: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ChampList',
  description:
    "Championships grouped by country, or one championship's games (SPEC section 2: champs/{champId?}).",
  props: {
    titleKey: 'Dictionary key of the title.',
    cyber: "Esports championships of the route's cyber type only.",
  },
  examples: [
    {
      title: 'As on cyber-champs',
      props: {
        titleKey: 'sports:champs_list_title',
        cyber: true,
      },
    },
  ],
};
