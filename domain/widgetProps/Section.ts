import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    level: { enum: [2, 3, 4], default: 2 },
  },
} as const;

export type SectionProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
