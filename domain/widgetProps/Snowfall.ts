import type { FromSchema } from 'json-schema-to-ts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  flakes: { type: 'integer', minimum: 0, maximum: 48, default: 24 },
});

export type SnowfallProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
