import type { FromSchema } from 'json-schema-to-ts';
import { i18nKey } from './parts/propsParts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['titleKey'],
  properties: {
    titleKey: i18nKey,
    /** How many games fit side by side. */
    max: { type: 'integer', minimum: 2, maximum: 8, default: 4 },
  },
} as const;

export type MultiLiveProps = FromSchema<
  typeof propsSchema,
  { keepDefaultedPropertiesOptional: true }
>;
