import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'homeLabelKey'], {
  titleKey: i18nKey,
  homeLabelKey: i18nKey,
});

export type NotFoundMessageProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
