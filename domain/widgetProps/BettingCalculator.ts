import type { FromSchema } from 'json-schema-to-ts';
import { closedOptionalObjectSchema } from '../contract/jsonSchema';

export const propsSchema = closedOptionalObjectSchema({
  initialBets: { type: 'integer', minimum: 1, maximum: 20, default: 3 },
});

export type BettingCalculatorProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
