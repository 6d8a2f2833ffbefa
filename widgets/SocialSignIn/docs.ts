import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SocialSignIn: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SocialSignIn',
  description:
    "Buttons to sign in with an account at one of the brand's OpenID providers (site config socialSignIn); a new customer is registered on the way (soc_reg). Shows a refusal the provider's callback came back with.",
  props: {
    level: 'The heading level of "Or sign in with": 2 (default) or 3.',
  },
  examples: [
    { title: 'Under the sign-in form', props: {} },
    { title: 'Inside a section', props: { level: 3 } },
  ],
};
