import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Snowfall: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Snowfall',
  description:
    'Decorative snowfall on home when config.snowfall is on (SPEC section 2): one canvas, at most 30 frames a second, starting once the page has loaded and the browser is idle, paused while hidden or off screen, still when motion is reduced.',
  props: {
    flakes: 'How many snowflakes fall.',
  },
  examples: [
    {
      title: 'As on home',
      props: {},
    },
  ],
};
