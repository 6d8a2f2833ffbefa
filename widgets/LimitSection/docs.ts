import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about LimitSection: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'LimitSection',
  description:
    "office/responsible: one section of the responsible-gaming page (SPEC section 2): each limit's value in force, what is left, a pending change to approve or reject, the locks, and the form to change it. Pages list the `limits` dictionary.",
  props: {
    section:
      'A section of the responsible-gaming page (SPEC section 2; domain/limits LIMIT_SECTION_IDS).',
    titleKey: 'Dictionary key of the title.',
    subtitleKey: 'Dictionary key of the line under the title.',
    showCoolingOff:
      "Says how long a looser change waits (the brand's cooling-off) under the subtitle.",
  },
  examples: [
    {
      title: 'As on office-responsible',
      props: {
        section: 'deposit',
        titleKey: 'limits:limits_section_deposit_title',
        subtitleKey: 'limits:limits_section_deposit_subtitle',
        showCoolingOff: true,
      },
    },
  ],
};
