import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about Lotto: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Lotto',
  description:
    "The brand's lotteries (lotto/{sectionName?}/{lottoId?}): the catalogue with each open draw's countdown, results with an in-browser verification of every draw's seed and numbers, and one lottery's ticket builder (numbers or quick pick, stake, prize table) with the customer's tickets. No section, or view without an id, shows the catalogue.",
  props: {
    sectionParam: 'The route param naming the section: catalog, results or view.',
    idParam:
      "The route param holding the lottery's id (view: the lottery played; results: its draws only).",
  },
  examples: [
    {
      title: 'As on the lotto page',
      props: { sectionParam: 'sectionName', idParam: 'lottoId' },
    },
  ],
};
