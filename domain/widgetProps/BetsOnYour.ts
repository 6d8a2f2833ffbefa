import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';
import { closedObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedObjectSchema(['titleKey', 'emptyKey'], {
  titleKey: i18nKey,
  emptyKey: i18nKey,
  /** How many ready-made accumulators. */
  combos: { type: 'integer', minimum: 1, maximum: 10, default: 4 },
  /** Legs (games) in each. */
  legs: { type: 'integer', minimum: 2, maximum: 6, default: 3 },
});

export type BetsOnYourProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
