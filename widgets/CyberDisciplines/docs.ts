import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CyberDisciplines: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CyberDisciplines',
  description:
    'Esports disciplines of a cyber type (SPEC section 2: cyber and esports, real|virtual|stream).',
  props: {
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {
        titleKey: 'sports:cyber_disciplines_title',
      },
    },
  ],
};
