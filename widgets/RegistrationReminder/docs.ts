import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about RegistrationReminder: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'RegistrationReminder',
  description:
    'The registration reminder popup (SPEC section 4 "Registration popup"): when the store\'s rule says it may show, it invites the guest to register.',
  props: {},
  examples: [
    {
      title: 'As on home',
      props: {},
    },
  ],
};
