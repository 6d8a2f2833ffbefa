import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about OddsFormatSwitch: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'OddsFormatSwitch',
  description:
    'The coefficient view picker (SPEC section 9 ids, SPEC section 5 allowed list); `odds` dictionary.',
  props: {
    labelKey: 'Dictionary key of the picker label (default odds:format_label).',
  },
  examples: [
    {
      title: 'As on cyber-champ',
      props: {},
    },
  ],
};
