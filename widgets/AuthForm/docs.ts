import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about AuthForm: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'AuthForm',
  description:
    'The sign-in form with the four forms of SPEC section 3 "Auth form", the remember flag, the captcha prompt when the server demands one and the auto-logoff notice.',
  props: {
    showTitle: 'False inside a dialog, whose own title names the form.',
    level: 'The heading level of the title: 1 on the sign-in page, 2 elsewhere.',
  },
  examples: [
    {
      title: 'As on login',
      props: {
        level: 1,
      },
    },
  ],
};
