import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'textKey'], {
  titleKey: i18nKey,
  textKey: i18nKey,
});

export type SeoBlockProps = PropsOf<typeof propsSchema>;
