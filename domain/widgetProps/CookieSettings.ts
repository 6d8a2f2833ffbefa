import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts are the main dictionary's.
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type CookieSettingsProps = FromSchema<typeof propsSchema>;
