import { i18nKey, linkItems, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['items'], {
  items: linkItems,
  /** Makes the list a navigation landmark with this name. */
  labelKey: i18nKey,
  titleKey: i18nKey,
});

export type LinkListProps = PropsOf<typeof propsSchema>;
