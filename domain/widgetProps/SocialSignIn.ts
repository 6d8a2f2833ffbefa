import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    level: { type: 'integer', enum: [2, 3], default: 2 },
  },
} as const;

export type SocialSignInProps = FromSchema<typeof propsSchema>;
