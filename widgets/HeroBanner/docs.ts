import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about HeroBanner: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'HeroBanner',
  description: 'The top banner of a page: title, subtitle and a call to action.',
  props: {
    titleKey: 'Dictionary key of the title.',
    subtitleKey: 'Dictionary key of the line under the title.',
    ctaLabelKey: 'Dictionary key of the call-to-action button; comes with ctaTo.',
    ctaTo:
      "The call to action's route path relative to /{lng}/ ('' is home); comes with ctaLabelKey.",
    level: 'Heading level of the title.',
  },
  examples: [
    {
      title: 'As on home',
      props: {
        titleKey: 'home:hero_title',
        subtitleKey: 'home:hero_subtitle',
        ctaLabelKey: 'home:hero_cta',
        ctaTo: 'about',
      },
    },
  ],
};
