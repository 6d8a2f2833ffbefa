import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about BottomNav: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'BottomNav',
  description: 'Mobile bottom navigation; layouts show it only on mobile (SPEC section 2).',
  props: {
    labelKey: 'Dictionary key of the accessible name (aria-label) or the visible label.',
    items:
      'The links: route path (relative to /{lng}/), dictionary key of the label and icon name; at most 6.',
  },
  examples: [
    {
      title: 'As on default',
      props: {
        labelKey: 'main:bottom_nav_label',
        items: [
          {
            to: '',
            labelKey: 'main:nav_home',
            icon: 'home',
          },
          {
            to: 'casino-lobby',
            labelKey: 'main:nav_casino',
            icon: 'dice',
          },
          {
            to: 'rules/1',
            labelKey: 'main:nav_rules',
            icon: 'trophy',
          },
          {
            to: 'about',
            labelKey: 'main:nav_about',
            icon: 'info',
          },
          {
            to: 'contacts',
            labelKey: 'main:nav_contacts',
            icon: 'mail',
          },
        ],
      },
    },
  ],
};
