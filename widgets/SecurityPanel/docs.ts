import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SecurityPanel: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SecurityPanel',
  description:
    'office/security: the protection level and its class (SPEC section 4 "Other transitions"), the protection methods (SPEC section 3 "User config") and the password change.',
  props: {},
  examples: [
    {
      title: 'As on office-security',
      props: {},
    },
  ],
};
