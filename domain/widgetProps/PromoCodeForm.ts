import type { FromSchema } from 'json-schema-to-ts';

// No props: the texts come from the bonus dictionary.
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

export type PromoCodeFormProps = FromSchema<typeof propsSchema>;
