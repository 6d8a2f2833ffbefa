import type { WidgetDocs } from '../../runtime/render/types';
import { infoLinks } from '../shared/docsExamples';

// The catalogue's words about Footer: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'Footer',
  description:
    'The site footer (SPEC section 2 "Layout rules"): a row with logo, minimum-age icon and social links, info links and the copyright.',
  props: {
    infoLinks: 'The information links: route path and dictionary key of each label.',
    infoLabelKey: 'Dictionary key naming the information links navigation.',
    socialLabelKey: "Dictionary key naming the brand's social links list.",
    socialLinkLabelKey: 'Accessible name of each social link; receives {{name}}.',
    ageBadgeLabelKey: 'Accessible name of the minimum-age icon; receives {{age}}.',
    copyrightKey: 'Receives {{company}} and {{year}}.',
  },
  examples: [
    {
      title: 'As on footer',
      props: {
        infoLabelKey: 'main:footer_info_label',
        socialLabelKey: 'main:footer_social_label',
        socialLinkLabelKey: 'main:social_link_label',
        ageBadgeLabelKey: 'main:age_badge_label',
        copyrightKey: 'main:footer_copyright',
        infoLinks: infoLinks(
          'about',
          'contacts',
          'rules',
          'responsibleGaming',
          'cookies',
          'consent',
        ),
      },
    },
  ],
};
