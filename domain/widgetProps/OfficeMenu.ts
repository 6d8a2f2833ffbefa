import { i18nKey, routeTo, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const officeMenuItem = closedObjectSchema(['to', 'labelKey', 'icon'], {
  to: routeTo,
  labelKey: i18nKey,
  /** An icon of widgets/shared/iconPaths.ts. */
  icon: { type: 'string', pattern: '^[a-z][a-z-]*$' },
  /** A count beside the label when above 0: unread support replies, or pending verification. */
  badge: { enum: ['messages', 'verification'] },
  /**
   * json-logic over {config, user, route, query, device, brand, userConfig}: the entry shows only
   * when it is truthy (as a node's visibleIf).
   */
  visibleIf: { type: ['object', 'boolean'] },
  /** Route path prefixes of other pages that mark this entry as open (its sub-pages). */
  activeFor: { type: 'array', items: routeTo, maxItems: 10 },
});

export const propsSchema = closedObjectSchema(['labelKey', 'items'], {
  /** The navigation landmark's name. */
  labelKey: i18nKey,
  items: { type: 'array', items: officeMenuItem, minItems: 1, maxItems: 40 },
});

export type OfficeMenuProps = PropsOf<typeof propsSchema>;
export type OfficeMenuItem = OfficeMenuProps['items'][number];
