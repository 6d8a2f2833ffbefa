import type { FromSchema } from 'json-schema-to-ts';

// The brands of this platform a customer may move to; the one they are on is left out.
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brands'],
  properties: {
    brands: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label'],
        properties: {
          id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          label: { type: 'string', 'x-i18n-key': true },
        },
      },
    },
  },
} as const;

export type UserTransferProps = FromSchema<typeof propsSchema>;
