import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about GameStatistics: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'GameStatistics',
  description:
    'Statistics of one game, as a page or a popup window (SPEC section 2: statistic, statisticpopup).',
  props: {
    titleKey: 'Dictionary key of the title.',
    popup: 'Shown in a popup window: no links away, a close button.',
  },
  examples: [
    {
      title: 'As on sports-statistic-popup',
      props: {
        titleKey: 'sports:statistic_table_title',
        popup: true,
      },
    },
  ],
};
