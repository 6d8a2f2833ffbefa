import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ThemeSwitch: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ThemeSwitch',
  description:
    'Light/dark theme switch; the theme lands on <html data-theme> (GlobalStore.bindDocument).',
  props: {
    labelKey: 'Dictionary key of the switch label.',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {},
    },
  ],
};
