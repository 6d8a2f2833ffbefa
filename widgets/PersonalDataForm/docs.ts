import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about PersonalDataForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'PersonalDataForm',
  description:
    'office/account: the personal data of SPEC section 3 "Personal data fields", read and saved.',
  props: {},
  examples: [
    {
      title: 'As on office-account',
      props: {},
    },
  ],
};
