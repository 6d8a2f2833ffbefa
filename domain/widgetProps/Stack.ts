import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gap: { enum: ['none', 'small', 'medium', 'large'], default: 'medium' },
    /** Fills the viewport height, so a footer below stays at the bottom of short pages. */
    fullHeight: { type: 'boolean', default: false },
  },
} as const;

export type StackProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
