import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the history dictionary. (Each widget needs its own schema
// object: the build compiles one validator per object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type BetHistoryProps = FromSchema<typeof propsSchema>;
