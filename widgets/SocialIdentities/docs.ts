import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about SocialIdentities: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'SocialIdentities',
  description:
    "office/security: the signed-in customer's accounts at OpenID providers linked for sign-in, a button to link each provider not linked yet (through the provider), and unlinking. Shows the outcome the provider's callback came back with.",
  props: {},
  examples: [{ title: 'As on office-security', props: {} }],
};
