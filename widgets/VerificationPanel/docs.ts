import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about VerificationPanel: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'VerificationPanel',
  description:
    "office/verification and office/identification: the customer's review status (requested, pending, verified, rejected with the reason, another document asked), the upload of a passport scan, selfie or proof of address (JPEG, PNG or PDF; the server checks the content and size), and the documents uploaded with their decisions.",
  props: {
    titleKey: 'The heading (a dictionary key)',
    introKey: 'The paragraph under the heading (a dictionary key)',
    kinds: 'The document kinds the upload offers, in order: passport, selfie, address',
  },
  examples: [
    {
      title: 'As on office-verification',
      props: {
        titleKey: 'verification:verification_title',
        introKey: 'verification:verification_intro',
        kinds: ['passport', 'selfie', 'address'],
      },
    },
    {
      title: 'As on office-identification',
      props: {
        titleKey: 'verification:identification_title',
        introKey: 'verification:identification_intro',
        kinds: ['passport', 'selfie'],
      },
    },
  ],
};
