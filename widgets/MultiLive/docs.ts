import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about MultiLive: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'MultiLive',
  description: 'Several live games side by side (SPEC section 2: multi).',
  props: {
    titleKey: 'Dictionary key of the title.',
    max: 'How many games fit side by side.',
  },
  examples: [
    {
      title: 'As on sports-multi',
      props: {
        titleKey: 'sports:multi_choose_title',
        max: 4,
      },
    },
  ],
};
