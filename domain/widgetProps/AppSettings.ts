import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the pwa dictionary. (Each widget needs its own schema object:
// the build compiles one validator per object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type AppSettingsProps = FromSchema<typeof propsSchema>;
