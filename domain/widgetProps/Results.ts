import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey'], {
  titleKey: i18nKey,
});

export type ResultsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
