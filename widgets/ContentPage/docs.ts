import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about ContentPage: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'ContentPage',
  description:
    'A page of Markdown content chosen by the page address (content/<brand or _default>/<lng>/<path>.md): title, headings, lists, tables, images and callouts; an unknown address shows the 404 page.',
  props: {
    listSection:
      'news or blog: on the section address itself, list its articles (newest first, paged, by tag).',
    tocSection:
      'rules, ourpartners or bonuses: show the table of contents of that section beside the text.',
    section:
      "Read the articles of this section instead of the address's first segment (bonuses-offers shows bonuses/...).",
  },
  examples: [
    { title: 'An information page (about)', props: {} },
    { title: 'Rules with chapters', props: { tocSection: 'rules' } },
    { title: 'News', props: { listSection: 'news' } },
    {
      title: 'Bonus pages under their offers name',
      props: { section: 'bonuses', tocSection: 'bonuses' },
    },
  ],
};
