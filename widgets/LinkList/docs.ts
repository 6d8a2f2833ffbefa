import type { WidgetDocs } from '../../runtime/render/types';
import { infoLinks } from '../shared/docsExamples';

// The catalogue's words about LinkList: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'LinkList',
  description: 'A list of links to routes, optionally a labelled navigation landmark.',
  props: {
    items: 'The links: route path relative to /{lng}/ and dictionary key of each label.',
    labelKey: 'Makes the list a navigation landmark with this name.',
    titleKey: 'Dictionary key of the title.',
  },
  examples: [
    {
      title: 'As on home',
      props: {
        labelKey: 'home:info_links_label',
        titleKey: 'home:info_links_title',
        items: infoLinks('about', 'rules', 'responsibleGaming', 'cookies', 'contacts'),
      },
    },
  ],
};
