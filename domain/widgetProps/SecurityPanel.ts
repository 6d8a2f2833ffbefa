import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the widget's own dictionaries. (Each widget needs its own schema
// object: the build compiles one validator per object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type SecurityPanelProps = FromSchema<typeof propsSchema>;
