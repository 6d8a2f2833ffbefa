import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // SPEC section 2 "Layout rules": layout widths 1920, 1366, 1100, 1024. Without a width the
    // container steps through them with the viewport.
    width: { enum: [1920, 1366, 1100, 1024] },
  },
} as const;

export type ContainerProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
