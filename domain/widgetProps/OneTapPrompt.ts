import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the social dictionary. (Each widget needs its own schema object.)
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type OneTapPromptProps = FromSchema<typeof propsSchema>;
