import type { WidgetDocs } from '../../runtime/render/types';
import { infoLinks } from '../shared/docsExamples';

// The catalogue's words about Header: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Header',
  description:
    'The site header (SPEC section 2 "Layout rules"): logo, brand navigation, language switcher; one or two rows by config.headerRows.',
  props: {
    items: "The brand navigation's links: route path and dictionary key of each label.",
    navLabelKey: 'Dictionary key naming the navigation landmark.',
    languagesLabelKey: 'Dictionary key naming the language switcher.',
    moreLabelKey:
      'Dictionary key of the menu that holds the links the single-row header has no room for (the row never wraps).',
  },
  examples: [
    {
      title: 'As on header',
      props: {
        navLabelKey: 'main:nav_label',
        languagesLabelKey: 'main:languages_label',
        moreLabelKey: 'main:nav_more',
        items: [
          {
            to: '',
            labelKey: 'main:nav_home',
          },
          {
            to: 'live',
            labelKey: 'sports-nav:nav_live',
          },
          {
            to: 'line',
            labelKey: 'sports-nav:nav_line',
          },
          {
            to: 'results',
            labelKey: 'sports-nav:nav_results',
          },
          {
            to: 'cyber/real/disciplines',
            labelKey: 'sports-nav:nav_cyber',
          },
          {
            to: 'casino-lobby',
            labelKey: 'main:nav_casino',
          },
          ...infoLinks('about', 'rules', 'responsibleGaming', 'contacts'),
        ],
      },
      slots: {
        account: [
          {
            widget: 'HeaderAccount',
          },
        ],
      },
    },
  ],
};
