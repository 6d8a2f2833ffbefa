import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about UserTransfer: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'UserTransfer',
  description:
    'office/transfer (SPEC section 7): moving the account to another brand of this platform: the bound phone and a captcha, the SMS code, then the target brand.',
  props: { brands: 'The brands a customer may move to (id and the dictionary key of its name)' },
  examples: [
    {
      title: 'As on office-transfer',
      props: {
        brands: [
          { id: 'aurora', label: 'referral:brand_aurora' },
          { id: 'nord', label: 'referral:brand_nord' },
        ],
      },
    },
  ],
};
