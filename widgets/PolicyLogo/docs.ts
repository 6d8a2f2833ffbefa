import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PolicyLogo: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PolicyLogo',
  description:
    'Hidden policy-logo image requested only for geo country ids 1, 66, 126, 228, 120 (SPEC section 2).',
  props: {},
  examples: [
    {
      title: 'As on blocked',
      props: {},
    },
  ],
};
