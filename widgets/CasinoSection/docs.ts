import type { WidgetDocs } from '../../runtime/render/types';

// The catalogue's words about CasinoSection: read by schemas:check and the studio, never by customer pages.
export const widgetDocs: WidgetDocs = {
  widget: 'CasinoSection',
  description:
    'A casino section\'s games (SPEC section 2): skeletons while loading, provider filter, search, subcategories, favourite stars and "show more".',
  props: {
    titleKey: 'Dictionary key of the title.',
    emptyKey: 'Dictionary key of the text shown when there is nothing to list.',
    section: 'The section shown; absent: every section (the games page).',
    subcategoryParam: 'The route param holding the subcategory (slots/{subcategory?}).',
    provider: "A fixed provider (casino/brand shows the house's own games).",
    providerParam: 'The route param holding the provider (providers/{provider}).',
    tagId: 'Only games with this tag (1 to 4).',
    sort: 'The order of the games: popular, new or by name.',
    showProviderFilter: 'Offers the filter by provider.',
    showSubcategories: "Shows the section's subcategories.",
    showSearch: 'Offers the search by name within the section.',
    pageSize: 'How many games a page shows before "show more".',
  },
  examples: [
    {
      title: 'As on casino-brand',
      props: {
        titleKey: 'casino:casino_brand_title',
        provider: 'builtin',
        showProviderFilter: false,
      },
    },
  ],
};
