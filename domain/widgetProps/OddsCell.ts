import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['outcomeId'],
  properties: {
    outcomeId: { type: 'integer', minimum: 1 },
    showName: { type: 'boolean', default: false },
    pageType: { type: 'string', pattern: '^[a-z0-9_-]{1,40}$' },
  },
} as const;

export type OddsCellProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
