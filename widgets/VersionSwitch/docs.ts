import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about VersionSwitch: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'VersionSwitch',
  description:
    'The mobile and desktop pages (SPEC section 2): switches the site to that version, remembers the choice on the device (UiStore.chooseVersion) and goes to the home page.',
  props: {
    version: 'The version the page switches to: mobile or desktop.',
    titleKey: 'Dictionary key of the heading shown while switching.',
    textKey: 'Dictionary key of the line shown while switching.',
  },
  examples: [
    {
      title: 'As on mobile',
      props: {
        version: 'mobile',
        titleKey: 'access:mobile_title',
        textKey: 'access:mobile_p1',
      },
    },
  ],
};
