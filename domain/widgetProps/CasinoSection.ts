import { i18nKey, type PropsOf } from './parts/propsParts';
import { casinoSectionProp, gameTagProp, routeParamName } from './parts/casinoProps';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
  emptyKey: i18nKey,
  /** The section shown; absent: every section (the games page). */
  section: casinoSectionProp,
  /** The route param holding the subcategory (slots/{subcategory?}). */
  subcategoryParam: routeParamName,
  /** A fixed provider (casino/brand shows the house's own games). */
  provider: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
  /** The route param holding the provider (providers/{provider}). */
  providerParam: routeParamName,
  tagId: gameTagProp,
  sort: { enum: ['popular', 'new', 'name'], default: 'popular' },
  showProviderFilter: { type: 'boolean', default: true },
  showSubcategories: { type: 'boolean', default: true },
  showSearch: { type: 'boolean', default: true },
  pageSize: { type: 'integer', minimum: 8, maximum: 100, default: 24 },
});

export type CasinoSectionProps = PropsOf<typeof propsSchema>;
