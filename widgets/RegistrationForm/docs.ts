import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about RegistrationForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'RegistrationForm',
  description:
    'Registration (SPEC section 2 "Registration", section 3 "Registration payload", section 4 "Registration choices"): the four types, country, currency, promo code and bonus choice; after one-click registration the generated ID and password with the credential-save choices.',
  props: {
    variant:
      "'page' renders in place; 'popup' is what HeaderAccount opens; 'side' is the right-side column widget.",
    initialType: 'The type selected first (SPEC section 2: registration/{type?}).',
    showTitle: 'False inside a dialog, whose own title names the form.',
    level: 'Heading level of the title.',
  },
  examples: [
    {
      title: 'As on registration',
      props: {
        variant: 'page',
        level: 1,
      },
    },
  ],
};
