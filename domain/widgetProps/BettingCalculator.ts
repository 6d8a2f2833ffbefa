import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    initialBets: { type: 'integer', minimum: 1, maximum: 20, default: 3 },
  },
} as const;

export type BettingCalculatorProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
