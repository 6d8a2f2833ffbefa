import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['labelKey'], {
  labelKey: i18nKey,
});

export type BettingTypeTabsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
