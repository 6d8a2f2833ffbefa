import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about HeaderAccount: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'HeaderAccount',
  description:
    'The account area of the header: sign-in and registration for guests, each opening its slot (`signIn`, `registration`) in a dialog; balance, account switcher, deposit button, office link and sign-out for signed-in customers.',
  props: {
    registrationPlacement:
      'Where the registration slot opens: a centred popup or a panel on the right edge.',
  },
  examples: [
    {
      title: 'As on header',
      props: {},
    },
  ],
};
