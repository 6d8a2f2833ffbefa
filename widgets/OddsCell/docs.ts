import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about OddsCell: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'OddsCell',
  description:
    "One outcome's price (SPEC section 9 coefficient views) with its movement, the lock of SPEC section 4 and the coupon toggle. Pages showing odds list the `odds` dictionary (movement and lock texts).",
  props: {
    outcomeId: 'The id of the outcome whose price the cell shows and toggles in the coupon.',
    showName: "Shows the outcome's name beside the price.",
    pageType: 'Where the bet was added from, sent with the coupon (e.g. "line", "live").',
  },
  examples: [
    {
      title: 'One price with its outcome name',
      props: {
        outcomeId: 1,
        showName: true,
        pageType: 'line',
      },
      note: 'Shows the lock when the outcome id is not in the feed; games widgets place it for each outcome.',
    },
  ],
};
