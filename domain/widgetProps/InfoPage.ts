import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'paragraphKeys'], {
  titleKey: i18nKey,
  paragraphKeys: { type: 'array', items: i18nKey, minItems: 1, maxItems: 40 },
});

export type InfoPageProps = PropsOf<typeof propsSchema>;
