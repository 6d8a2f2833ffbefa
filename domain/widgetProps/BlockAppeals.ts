import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export type BlockAppealsProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
