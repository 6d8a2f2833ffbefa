import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about NotFoundMessage: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'NotFoundMessage',
  description: "The 404 message (SPEC section 8: 'This page could not be found') with a link home.",
  props: {
    titleKey: 'Dictionary key of the title.',
    homeLabelKey: 'Dictionary key of the link back to the home page.',
  },
  examples: [
    {
      title: 'The 404 page',
      props: {
        titleKey: 'main:not_found_title',
        homeLabelKey: 'main:not_found_home_link',
      },
    },
  ],
};
