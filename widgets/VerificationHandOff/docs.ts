import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about VerificationHandOff: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'VerificationHandOff',
  description:
    "verification/sumsub: the verification provider hand-off. Asks the server's provider adapter where the customer continues: with the local adapter it explains that the site reviews documents itself and links to office/verification; with an external provider it links to the provider's page.",
  props: {},
  examples: [{ title: 'As on verification-sumsub', props: {} }],
};
