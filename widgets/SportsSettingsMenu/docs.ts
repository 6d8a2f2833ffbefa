import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SportsSettingsMenu: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SportsSettingsMenu',
  description:
    "A button that opens the display settings of the sports pages: its 'items' slot holds the settings widgets (OddsFormatSwitch, ThemeSwitch, ViewSettings), marked lazy so they load when first opened. Texts in the `coupon` dictionary.",
  props: {
    labelKey: "The button's text (default coupon:menu_open).",
    titleKey: "The panel's heading (default coupon:menu_title).",
  },
  examples: [
    {
      title: 'With content in its slots',
      props: {},
      slots: {
        items: [
          {
            widget: 'OddsFormatSwitch',
          },
          {
            widget: 'ThemeSwitch',
          },
          {
            widget: 'ViewSettings',
            props: {
              titleKey: 'odds:settings_title',
            },
          },
        ],
      },
    },
  ],
};
