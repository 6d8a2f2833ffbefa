import { i18nKey, linkItems, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['items', 'navLabelKey', 'languagesLabelKey'], {
  items: linkItems,
  navLabelKey: i18nKey,
  languagesLabelKey: i18nKey,
  moreLabelKey: i18nKey,
});

export type HeaderProps = PropsOf<typeof propsSchema>;
