import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['textKey'],
  properties: {
    textKey: i18nKey,
    level: { enum: [1, 2, 3, 4, 5, 6], default: 2 },
  },
} as const;

export type HeadingProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
