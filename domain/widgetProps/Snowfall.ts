import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    flakes: { type: 'integer', minimum: 0, maximum: 48, default: 24 },
  },
} as const;

export type SnowfallProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
