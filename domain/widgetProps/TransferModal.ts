import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the main dictionary. (Each widget needs its own schema object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type TransferModalProps = FromSchema<typeof propsSchema>;
