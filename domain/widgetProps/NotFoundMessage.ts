import { i18nKey, type PropsOf } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'homeLabelKey'], {
  titleKey: i18nKey,
  homeLabelKey: i18nKey,
});

export type NotFoundMessageProps = PropsOf<typeof propsSchema>;
